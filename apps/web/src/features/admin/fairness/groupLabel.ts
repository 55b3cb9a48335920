import {
  ageBandLabels,
  type FairnessDimension,
  genderLabels,
  type Locale,
  NOT_STATED,
  seniorityLabels,
} from "@encaja/contracts";

const tables: Partial<Record<FairnessDimension, Record<string, Record<Locale, string>>>> = {
  seniority: seniorityLabels,
  gender: genderLabels,
  ageBand: ageBandLabels,
};

/** A group's name in the page's language: a label, a country's name, or "not stated". */
export function groupLabel(
  dimension: FairnessDimension,
  group: string,
  locale: Locale,
  notStated: string,
): string {
  if (group === NOT_STATED) return notStated;
  if (dimension === "country") {
    try {
      return new Intl.DisplayNames([locale], { type: "region" }).of(group) ?? group;
    } catch {
      return group;
    }
  }
  return tables[dimension]?.[group]?.[locale] ?? group;
}
