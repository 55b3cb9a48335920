import type { AgeBand, Gender } from "@encaja/contracts";
import { sql } from "drizzle-orm";
import { check, pgTable, text } from "drizzle-orm/pg-core";
import { ref, updatedAtColumn } from "./columns";
import { developers } from "./developers";

/**
 * A developer's voluntary self-identification, kept apart from the profile so no profile,
 * ranking or customer query can read it by accident. Only the developer (settings, data
 * export) and the aggregate fairness audit read it; it goes with the developer.
 */
export const developerSelfIdentification = pgTable(
  "developer_self_identification",
  {
    developerId: ref.extension("developer_id", () => developers.id),
    gender: text("gender").$type<Gender>(),
    ageBand: text("age_band").$type<AgeBand>(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check(
      "developer_self_identification_gender_check",
      sql`${t.gender} in ('woman','man','non_binary','self_described','prefer_not_to_say')`,
    ),
    check(
      "developer_self_identification_age_band_check",
      sql`${t.ageBand} in ('18-24','25-34','35-44','45-54','55+','prefer_not_to_say')`,
    ),
  ],
);
