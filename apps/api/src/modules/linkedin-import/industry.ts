import type { Industry } from "@encaja/contracts";
import { fold } from "./text";

/**
 * A LinkedIn "Save to PDF" export names each employer but carries neither its industry nor its
 * size. Only a company name that says what the company is (a bank, an insurer, a university, a
 * hospital, a ministry, a consultancy) tells the industry; anything else stays unknown.
 */
const industryWords: ReadonlyArray<readonly [Industry, RegExp]> = [
  ["banking", /\b(?:banco|bank|banca)\b/],
  ["insurance", /\b(?:seguros|aseguradora|insurance)\b/],
  ["edtech", /\b(?:universidad|university|colegio|escuela|school|instituto tecnologico)\b/],
  ["healthtech", /\b(?:hospital|clinica|clinic|sanatorio)\b/],
  ["government", /\b(?:ministerio|ministry|gobierno|government|municipalidad|ayuntamiento)\b/],
  ["consulting", /\b(?:consulting|consultora|consultoria|consultores)\b/],
  ["telecom", /\b(?:telecom|telecomunicaciones|telecommunications)\b/],
  ["logistics", /\b(?:logistica|logistics)\b/],
];

export function industryFromCompanyName(company: string): Industry | null {
  const name = fold(company);
  return industryWords.find(([, words]) => words.test(name))?.[0] ?? null;
}
