import {
  type Explanation,
  type ExplanationKey,
  explanationTemplates,
  renderExplanation,
} from "@encaja/contracts";

/** An explanation in the page's language (the API renders only the request's one). */
export function explanationText(explanation: Explanation, locale: "es" | "en"): string {
  if (!(explanation.key in explanationTemplates)) return explanation.text;
  return renderExplanation(explanation.key as ExplanationKey, explanation.params, locale).text;
}
