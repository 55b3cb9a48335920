import { z } from "zod";
import type { Locale } from "../enums";
import { formatMessage, numberFormat } from "../message";
import { cursorList } from "../offers/pagination";
import { matchCriterionLabels } from "./labels";
import { Explanation, Match, MatchCriterion, MatchRankingKind } from "./matches";

/** A criterion whose points the company's decisions moved (default → adjusted). */
export const WeightChange = z.object({
  criterion: MatchCriterion,
  from: z.number(),
  to: z.number(),
});
export type WeightChange = z.infer<typeof WeightChange>;

/**
 * Which weights ranked the list (ADR 0062): `adjusted` are the company's learnt weights (equal to
 * the defaults until its decisions move them), `base` the defaults. `changes` lists every
 * criterion whose points differ from the default, biggest relative change first.
 */
export const MatchRanking = z.object({
  kind: MatchRankingKind,
  companyName: z.string(),
  /** Decisions (and weaker outcomes, counted as decisions) the company's fit used. */
  decisionsUsed: z.number().int().min(0),
  fittedAt: z.iso.datetime().nullable(),
  changes: z.array(WeightChange),
  explanation: Explanation,
});
export type MatchRanking = z.infer<typeof MatchRanking>;

export const MatchList = cursorList(Match).extend({ ranking: MatchRanking });
export type MatchList = z.infer<typeof MatchList>;

type Template = Record<Locale, string>;
const t = (es: string, en: string): Template => ({ es, en });

/** The adjustment explained in plain words, ICU syntax like `explanationTemplates`. */
export const rankingExplanationTemplates = {
  "ranking.adjusted": t(
    "{company} aprobó {strongApproved} de {strongDecided, plural, one {# candidatura} other {# candidaturas}} con «{criterion}» por encima de la media y {restApproved} de {restDecided} del resto: «{criterion}» pesa {direction} ({from} → {to} puntos).",
    "{company} approved {strongApproved} of {strongDecided, plural, one {# candidate} other {# candidates}} above average on “{criterion}” and {restApproved} of {restDecided} others: “{criterion}” weighs {direction} ({from} → {to} points).",
  ),
  "ranking.pooled": t(
    "Ajustado con las decisiones de otras empresas ({decided, plural, one {# decisión} other {# decisiones}}): «{criterion}» pesa {direction} ({from} → {to} puntos).",
    "Adjusted with other companies' decisions ({decided, plural, one {# decision} other {# decisions}}): “{criterion}” weighs {direction} ({from} → {to} points).",
  ),
  "ranking.unchanged": t(
    "{company} tiene {decided, plural, =0 {todavía ninguna decisión registrada} one {# decisión registrada} other {# decisiones registradas}}: los pesos siguen siendo los de siempre.",
    "{company} has {decided, plural, =0 {no recorded decisions yet} one {# recorded decision} other {# recorded decisions}}: the weights are still the defaults.",
  ),
  "ranking.base": t(
    "Ranking base: pesos por defecto, sin ajustar a las decisiones de {company}.",
    "Base ranking: default weights, not adjusted to {company}'s decisions.",
  ),
} as const satisfies Record<string, Template>;
export type RankingExplanationKey = keyof typeof rankingExplanationTemplates;

const directionWords = { more: t("más", "more"), less: t("menos", "less") };

function displayParam(name: string, value: string | number, locale: Locale): string {
  if (typeof value === "number") return numberFormat(locale).format(value);
  if (name === "criterion" && value in matchCriterionLabels) {
    return matchCriterionLabels[value as MatchCriterion][locale];
  }
  if (name === "direction" && (value === "more" || value === "less")) {
    return directionWords[value][locale];
  }
  return value;
}

export function renderRankingExplanation(
  key: RankingExplanationKey,
  params: Record<string, string | number>,
  locale: Locale,
): Explanation {
  const text = formatMessage(rankingExplanationTemplates[key][locale], params, locale, (n, v) =>
    displayParam(n, v, locale),
  );
  return { key, params, text };
}
