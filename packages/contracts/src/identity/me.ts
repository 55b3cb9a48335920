import { z } from "zod";

/** Spec §3 "Current user": the GET /users/me shapes, a discriminated union on role. */
const common = {
  userId: z.uuid(),
  email: z.string(),
  fullName: z.string().optional(),
  createdAt: z.iso.datetime().optional(),
  /** ADR 0016: false until the user opens the verification link (Google, invitations, claims are verified). */
  emailVerified: z.boolean(),
};

export const SkillRef = z.object({ id: z.uuid(), name: z.string(), code: z.string() });

export const DeveloperMe = z.object({
  ...common,
  role: z.literal("developer"),
  professionalId: z.uuid(),
  isRegisteredByGoogle: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  photoURL: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  locationId: z.string().nullable(),
  techRole: z.string(),
  hashedId: z.string(),
  mainStack: z.object({ name: z.string(), code: z.string() }).nullable(),
  seniority: z.string(),
  devExperienceMonths: z.number(),
  skills: z.array(SkillRef),
  chatId: z.uuid(),
  chat: z.object({ id: z.uuid(), name: z.string(), avatar: z.string().nullable() }),
});

export const CustomerMe = z.object({
  ...common,
  role: z.literal("customer"),
  customerId: z.uuid(),
  photoURL: z.string().nullable(),
  isRegisteredByGoogle: z.boolean(),
  name: z.string(),
  phoneNumber: z.string().optional(),
});

export const CustomerAssociateMe = z.object({
  ...common,
  role: z.literal("customerAssociate"),
  customerId: z.uuid(),
  customerAssociateId: z.uuid(),
  photoURL: z.string().nullable(),
  fullName: z.string(),
  isRegisteredByGoogle: z.boolean(),
});

export const InternalMe = z.object({
  ...common,
  role: z.enum(["superAdmin", "matchers", "hardInterviewer"]),
});

export const Me = z.discriminatedUnion("role", [
  DeveloperMe,
  CustomerMe,
  CustomerAssociateMe,
  InternalMe,
]);
export type Me = z.infer<typeof Me>;
export type DeveloperMe = z.infer<typeof DeveloperMe>;
export type CustomerMe = z.infer<typeof CustomerMe>;
export type CustomerAssociateMe = z.infer<typeof CustomerAssociateMe>;
