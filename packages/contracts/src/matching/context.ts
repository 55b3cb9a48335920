import { z } from "zod";
import type { Label } from "../labels";

/**
 * The context an offer is worked in and a developer's experience happened in: industry,
 * company size, kind of project, and the time zone of the working day. The `context` and
 * `time_zone` criteria of the ranking compare them.
 */

const l = (es: string, en: string): Label => ({ es, en });

export const industryLabels = {
  fintech: l("Fintech", "Fintech"),
  banking: l("Banca", "Banking"),
  insurance: l("Seguros", "Insurance"),
  ecommerce: l("Comercio electrónico", "E-commerce"),
  retail: l("Retail", "Retail"),
  healthtech: l("Salud", "Healthcare"),
  edtech: l("Educación", "Education"),
  saas_b2b: l("Software B2B (SaaS)", "B2B software (SaaS)"),
  media: l("Medios y entretenimiento", "Media and entertainment"),
  gaming: l("Videojuegos", "Gaming"),
  logistics: l("Logística y transporte", "Logistics and transport"),
  travel: l("Turismo y hostelería", "Travel and hospitality"),
  real_estate: l("Inmobiliario", "Real estate"),
  telecom: l("Telecomunicaciones", "Telecommunications"),
  energy: l("Energía", "Energy"),
  agritech: l("Agro", "Agriculture"),
  marketing: l("Marketing y publicidad", "Marketing and advertising"),
  government: l("Sector público", "Public sector"),
  consulting: l("Consultoría y agencias", "Consulting and agencies"),
  manufacturing: l("Industria", "Manufacturing"),
  nonprofit: l("Sin ánimo de lucro", "Non-profit"),
} as const satisfies Record<string, Label>;
export type Industry = keyof typeof industryLabels;
export const industries = Object.keys(industryLabels) as Industry[];
export const Industry = z.enum(industries as [Industry, ...Industry[]]);

export const companySizes = ["1-10", "11-50", "51-200", "201-1000", "1001+"] as const;
export const CompanySize = z.enum(companySizes);
export type CompanySize = z.infer<typeof CompanySize>;
export const companySizeLabels: Record<CompanySize, Label> = {
  "1-10": l("1–10 personas", "1–10 people"),
  "11-50": l("11–50 personas", "11–50 people"),
  "51-200": l("51–200 personas", "51–200 people"),
  "201-1000": l("201–1000 personas", "201–1000 people"),
  "1001+": l("Más de 1000 personas", "Over 1000 people"),
};

export const projectTypes = ["new_product", "scaling", "maintenance", "migration"] as const;
export const ProjectType = z.enum(projectTypes);
export type ProjectType = z.infer<typeof ProjectType>;
export const projectTypeLabels: Record<ProjectType, Label> = {
  new_product: l("Producto nuevo", "New product"),
  scaling: l("Escalar un producto", "Scaling a product"),
  maintenance: l("Mantenimiento y evolución", "Maintenance and evolution"),
  migration: l("Migración", "Migration"),
};

/* Time zones are `TimeZone` (interviews/interview.ts): one IANA-name schema for the platform. */

/** Minutes since local midnight as "HH:MM". */
export const ClockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "Use a 24-hour time such as 09:00" });

/** A working day in local time; start before end (no shifts across midnight). */
export const WorkingHours = z
  .object({ start: ClockTime, end: ClockTime })
  .refine((h) => h.start < h.end, { message: "The day must end after it starts", path: ["end"] });
export type WorkingHours = z.infer<typeof WorkingHours>;

/** The working day assumed when none is stated: 09:00–18:00 local time. */
export const DEFAULT_WORKING_HOURS: WorkingHours = { start: "09:00", end: "18:00" };

export const clockMinutes = (time: string) =>
  Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const clockTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** Required overlap between a developer's working day and the offer's, in hours (0 = none). */
export const MinOverlapHours = z.number().int().min(0).max(8);
