import {
  type ImportFieldError,
  type ImportReport,
  ImportRow,
  type ImportRowReport,
  type RawImportRow,
  withoutEmptyCells,
} from "@encaja/contracts";
import {
  type Executor,
  findTakenEmails,
  loadImportCatalogue,
  type SourcedProfile,
} from "@encaja/db/queries";

/** Catalogue matching ignores case, accents and outer spaces (as catalog_aliases.alias_key does). */
export const catalogueKey = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();

interface ImportCatalogue {
  /** Skill code, name or former name (key) → skill id. */
  skills: Map<string, string>;
  /** Stack code, name or former name (key) → stack code. */
  stacks: Map<string, string>;
  countries: Set<string>;
}

async function importCatalogue(db: Executor): Promise<ImportCatalogue> {
  const { skillRows, stackRows, aliasRows, countryIds } = await loadImportCatalogue(db);
  const skills = new Map<string, string>();
  const skillIdByCode = new Map(skillRows.map((skill) => [skill.code, skill.id]));
  const stacks = new Map<string, string>();
  for (const alias of aliasRows) {
    const skillId = skillIdByCode.get(alias.code);
    if (alias.kind === "skill" && skillId) skills.set(catalogueKey(alias.alias), skillId);
    if (alias.kind === "stack") stacks.set(catalogueKey(alias.alias), alias.code);
  }
  // Current names and codes win over former names.
  for (const skill of skillRows) {
    skills.set(catalogueKey(skill.name), skill.id);
    skills.set(catalogueKey(skill.code), skill.id);
  }
  for (const stack of stackRows) {
    stacks.set(catalogueKey(stack.name), stack.code);
    stacks.set(catalogueKey(stack.code), stack.code);
  }
  return { skills, stacks, countries: new Set(countryIds) };
}

type CheckedRow =
  | { profile: SourcedProfile; errors: [] }
  | { profile: null; errors: ImportFieldError[] };

/** One error per field: its first problem. A missing or blank cell is "required". */
function fieldErrors(
  cells: RawImportRow,
  issues: readonly { path: PropertyKey[]; message: string }[],
) {
  const errors = new Map<string, ImportFieldError>();
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "row");
    if (errors.has(field)) continue;
    errors.set(
      field,
      field in cells
        ? { field, code: "invalid", message: issue.message }
        : { field, code: "required", message: "This column is required" },
    );
  }
  return [...errors.values()];
}

function checkRow(raw: RawImportRow, catalogue: ImportCatalogue): CheckedRow {
  const cells = withoutEmptyCells(raw);
  const parsed = ImportRow.safeParse(cells);
  if (!parsed.success) return { profile: null, errors: fieldErrors(cells, parsed.error.issues) };
  const row = parsed.data;
  const errors: ImportFieldError[] = [];
  if (!catalogue.countries.has(row.country)) {
    errors.push({
      field: "country",
      code: "unknownCountry",
      message: `Unknown country ${row.country}`,
    });
  }
  const mainStackCode = row.mainStack ? catalogue.stacks.get(catalogueKey(row.mainStack)) : null;
  if (mainStackCode === undefined) {
    errors.push({
      field: "mainStack",
      code: "unknownStack",
      message: `Unknown stack ${row.mainStack}`,
    });
  }
  const names = row.skills ?? [];
  const unknownSkills = names.filter((name) => !catalogue.skills.has(catalogueKey(name)));
  if (unknownSkills.length > 0) {
    errors.push({
      field: "skills",
      code: "unknownSkill",
      message: `Unknown skills: ${unknownSkills.join(", ")}`,
    });
  }
  if (errors.length > 0) return { profile: null, errors };
  const skillIds = new Set(names.map((name) => catalogue.skills.get(catalogueKey(name))!));
  return {
    errors: [],
    profile: {
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      locationId: row.country,
      techRole: row.techRole,
      seniority: row.seniority,
      mainStackCode: mainStackCode ?? null,
      skillIds: [...skillIds],
      linkedinUrl: row.linkedinUrl ?? null,
      githubUrl: row.githubUrl ?? null,
      englishLevel: row.englishLevel ?? null,
      profileSource: row.profileSource,
    },
  };
}

export interface CheckedImport {
  report: ImportReport;
  /** The valid rows whose email is free, first occurrence only: what an import creates. */
  toCreate: SourcedProfile[];
}

/**
 * Checks every row against the row contract and the catalogue, and marks valid rows whose
 * email an account or an earlier valid row already has (compared case-insensitively).
 */
export async function checkImportRows(
  db: Executor,
  rows: readonly RawImportRow[],
): Promise<CheckedImport> {
  const catalogue = await importCatalogue(db);
  const checked = rows.map((row) => checkRow(row, catalogue));
  const emails = [
    ...new Set(checked.flatMap((row) => (row.profile ? [row.profile.email.toLowerCase()] : []))),
  ];
  const taken = await findTakenEmails(db, emails);
  const firstRowOf = new Map<string, number>();
  const toCreate: SourcedProfile[] = [];
  const totals = {
    rows: rows.length,
    valid: 0,
    invalid: 0,
    duplicatesInFile: 0,
    existingUsers: 0,
    toCreate: 0,
  };
  const reports = checked.map((row, index): ImportRowReport => {
    if (!row.profile) {
      totals.invalid++;
      return { index, ok: false, errors: row.errors };
    }
    totals.valid++;
    const email = row.profile.email.toLowerCase();
    if (taken.has(email)) {
      totals.existingUsers++;
      return { index, ok: true, errors: [], duplicateOf: { kind: "existingUser" } };
    }
    const earlier = firstRowOf.get(email);
    if (earlier !== undefined) {
      totals.duplicatesInFile++;
      return { index, ok: true, errors: [], duplicateOf: { kind: "row", index: earlier } };
    }
    firstRowOf.set(email, index);
    toCreate.push(row.profile);
    return { index, ok: true, errors: [] };
  });
  totals.toCreate = toCreate.length;
  return { report: { rows: reports, totals }, toCreate };
}
