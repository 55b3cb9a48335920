import type { Db } from "@encaja/db/client";
import { findUserByEmail, insertSourcedProfiles, recordAudit } from "@encaja/db/queries";

/** Sourced profiles as a past import left them: unclaimed, onboarding pending. */
const importedProfiles = [
  ["valeria.rios", "Valeria", "Ríos", "CO", "frontend", "semi_senior", "dataset"],
  ["tomas.ibarra", "Tomás", "Ibarra", "AR", "backend", "senior", "dataset"],
  ["lucia.mendez", "Lucía", "Méndez", "MX", "data_engineer", "junior", "extension"],
  ["diego.paredes", "Diego", "Paredes", "PE", "devops", "semi_senior", "linkedin_creator"],
] as const;

/**
 * Demo data of the admin imports page: a few profiles imported by the superAdmin, so an
 * import of the same emails shows them as existing accounts, and the audit log has the entry.
 * Idempotent: profiles whose email exists are skipped, and no entry is recorded then.
 */
export async function seedDemoImports(db: Db): Promise<void> {
  const admin = await findUserByEmail(db, "admin@demo.encaja.dev");
  const created = await insertSourcedProfiles(
    db,
    importedProfiles.map(([local, firstName, lastName, country, techRole, seniority, source]) => ({
      email: `${local}@demo.encaja.dev`,
      firstName,
      lastName,
      locationId: country,
      techRole,
      seniority,
      mainStackCode: null,
      skillIds: [],
      linkedinUrl: null,
      githubUrl: null,
      englishLevel: null,
      profileSource: source,
    })),
  );
  if (created.length === 0) return;
  await recordAudit(db, {
    action: "import.sourced",
    actorUserId: admin?.id ?? null,
    details: { created: created.length, skipped: 0, invited: 0, seeded: true },
  });
}
