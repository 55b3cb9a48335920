import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { developers } from "../schema";
import type { Executor } from "./executor";

/** A developer's name, as lists, emails and pages show it. */
export const developerName = {
  firstName: developers.firstName,
  lastName: developers.lastName,
};

/** How staff screens name a developer: the name with the public hashed id their links use. */
export const developerLabel = {
  hashedId: developers.hashedId,
  ...developerName,
};

/** The ids of a developer's rows in `table`, as a subquery for `inArray`. */
export const developerRowIds = (
  db: Executor,
  table: PgTable & { id: PgColumn; developerId: PgColumn },
  developerId: string,
) => db.select({ id: table.id }).from(table).where(eq(table.developerId, developerId));
