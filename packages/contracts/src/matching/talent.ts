import { z } from "zod";
import { CountryCodeInput } from "../developers/geo";
import { DateOnly, TechRole } from "../developers/profile";
import {
  EnglishGroup,
  EnglishLevel,
  SearchStatus,
  Seniority,
  SkillLevel,
  WorkModality,
} from "../enums";
import { CountEntry, csvList, cursorPage } from "../offers/pagination";

import { MAX_TALENT_SALARY, MAX_TALENT_SKILL_FILTERS } from "./talent-limits";

// The filters' bounds are zod-free next door (the search form imports them alone).
export { MAX_TALENT_SALARY, MAX_TALENT_SKILL_FILTERS } from "./talent-limits";

/** `?skills=<skillId>:<minLevel>` (the level is optional: `<skillId>` alone means any level). */
export const SkillFilter = z
  .string()
  .regex(/^[0-9a-f-]{36}(:[a-z_]+)?$/i, { message: "Use <skillId> or <skillId>:<minLevel>" })
  .transform((v) => {
    const [skillId, level] = v.split(":");
    return { skillId: skillId!.toLowerCase(), minLevel: level ?? "not_evaluated" };
  })
  .pipe(z.object({ skillId: z.uuid(), minLevel: SkillLevel }));

/**
 * GET /talent. Values within one filter are OR (any of the seniorities), filters combine with
 * AND. `q` matches skills, stack, role and bio by word prefix; for staff also first and last
 * names (never for customers, who do not see names).
 */
export const TalentQuery = z.strictObject({
  q: z.string().trim().max(200).optional(),
  techRole: csvList(TechRole, 12).optional(),
  skills: csvList(SkillFilter, MAX_TALENT_SKILL_FILTERS).optional(),
  seniority: csvList(Seniority, 5).optional(),
  englishGroup: csvList(EnglishGroup, 3).optional(),
  modality: csvList(WorkModality, 4).optional(),
  country: csvList(CountryCodeInput, 30).optional(),
  searchStatus: csvList(SearchStatus, 4).optional(),
  /** Only developers expecting at most this much (monthly USD). */
  salaryMax: z.coerce.number().int().min(1).max(MAX_TALENT_SALARY).optional(),
  /** Only developers available on or before this date. */
  availableBy: DateOnly.optional(),
  ...cursorPage,
});
export type TalentQuery = z.infer<typeof TalentQuery>;

export const TalentSkill = z.object({
  skillId: z.uuid(),
  name: z.string(),
  level: SkillLevel,
});

/**
 * One developer as a search result. Customers get anonymised cards (`anonymised: true`: no
 * name, photo or professionalId) unless the developer was presented to them.
 */
export const TalentCard = z.object({
  hashedId: z.string(),
  professionalId: z.uuid().nullable(),
  anonymised: z.boolean(),
  name: z.string().nullable(),
  photoURL: z.string().nullable(),
  techRole: z.string(),
  mainStack: z.object({ code: z.string(), name: z.string() }).nullable(),
  seniority: Seniority,
  englishLevel: EnglishLevel.nullable(),
  country: z.string().nullable(),
  modalities: z.array(WorkModality),
  searchStatus: SearchStatus.nullable(),
  salary: z.object({ monthlyUsd: z.number().int() }).nullable(),
  availableFrom: z.string().nullable(),
  skills: z.array(TalentSkill),
  /**
   * Text relevance when `q` is given: 1 when the words match the developer's skills, main stack
   * or role, 0.5 when they match only the bio (listed after); null without `q`. Within the same
   * relevance the most recently active come first.
   */
  rank: z.number().nullable(),
});
export type TalentCard = z.infer<typeof TalentCard>;

/** Each facet is counted with every filter except its own (so other values stay pickable). */
export const TalentFacets = z.object({
  total: z.number().int(),
  techRole: z.array(CountEntry),
  seniority: z.array(CountEntry),
  englishGroup: z.array(CountEntry),
  modality: z.array(CountEntry),
  country: z.array(CountEntry),
  searchStatus: z.array(CountEntry),
  /** The 30 most frequent skills among the matches (value = skillId, plus its name). */
  skills: z.array(CountEntry.extend({ name: z.string() })),
});
export type TalentFacets = z.infer<typeof TalentFacets>;

export const TalentList = z.object({
  items: z.array(TalentCard),
  nextCursor: z.string().nullable(),
  facets: TalentFacets,
});
export type TalentList = z.infer<typeof TalentList>;
