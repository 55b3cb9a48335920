import type { CompanySize, Industry, ProjectType } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import { updateCompany } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { inArray } from "drizzle-orm";
import type { Random } from "./random";

export interface DemoCompanyContext {
  industry: Industry;
  companySize: CompanySize;
  /** Where the company's offers are worked from, and the overlap they usually ask. */
  timeZone: string;
  minOverlapHours: number;
}

/** The demo companies' industry, size and time zone (by name: the seeds create them by name). */
export const demoCompanyContexts: Record<string, DemoCompanyContext> = {
  "Acme Latam": {
    industry: "saas_b2b",
    companySize: "51-200",
    timeZone: "America/Argentina/Buenos_Aires",
    minOverlapHours: 4,
  },
  "Andes Fintech": {
    industry: "fintech",
    companySize: "201-1000",
    timeZone: "America/Bogota",
    minOverlapHours: 4,
  },
  "Pampa Logística": {
    industry: "logistics",
    companySize: "51-200",
    timeZone: "America/Argentina/Buenos_Aires",
    minOverlapHours: 2,
  },
  "Caribe Salud Digital": {
    industry: "healthtech",
    companySize: "11-50",
    timeZone: "America/New_York",
    minOverlapHours: 3,
  },
  "Nube Retail": {
    industry: "ecommerce",
    companySize: "1001+",
    timeZone: "Europe/Madrid",
    minOverlapHours: 4,
  },
  "Quetzal Pagos": {
    industry: "fintech",
    companySize: "11-50",
    timeZone: "America/Guatemala",
    minOverlapHours: 0,
  },
  "Ceibo Software": {
    industry: "consulting",
    companySize: "1-10",
    timeZone: "America/Montevideo",
    minOverlapHours: 0,
  },
};

/**
 * Gives the demo companies that exist and state no industry yet their industry and size;
 * answers each one's context by customer id (what its demo offers are worked in).
 */
export async function seedCompanyContexts(db: Db): Promise<Map<string, DemoCompanyContext>> {
  const rows = await db
    .select({
      id: schema.customers.id,
      name: schema.customers.name,
      industry: schema.customers.industry,
    })
    .from(schema.customers)
    .where(inArray(schema.customers.name, Object.keys(demoCompanyContexts)));
  const byId = new Map<string, DemoCompanyContext>();
  for (const row of rows) {
    const context = demoCompanyContexts[row.name]!;
    if (row.industry === null) {
      await updateCompany(db, row.id, {
        industry: context.industry,
        companySize: context.companySize,
      });
    }
    byId.set(row.id, context);
  }
  return byId;
}

const projectTypeMix: ReadonlyArray<readonly [ProjectType, number]> = [
  ["new_product", 30],
  ["scaling", 35],
  ["maintenance", 20],
  ["migration", 15],
];

/**
 * A demo offer's time zone, overlap and project type: mostly its company's zone and overlap,
 * now and then another zone or none (industry and size come from the company).
 */
export function demoOfferContext(rnd: Random, company: DemoCompanyContext | undefined) {
  const roll = rnd.next();
  const projectType = rnd.weighted(projectTypeMix);
  if (!company || roll < 0.15) return { timeZone: null, minOverlapHours: 0, projectType };
  if (roll < 0.3) return { timeZone: "America/New_York", minOverlapHours: 2, projectType };
  return { timeZone: company.timeZone, minOverlapHours: company.minOverlapHours, projectType };
}
