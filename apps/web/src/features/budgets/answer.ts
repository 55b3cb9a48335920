import type { BudgetAnswer, Locale } from "@encaja/contracts";
import { shortDate } from "@/features/jobs/format";

type Translate = (
  key: "accepted" | "rejected" | "formerMember",
  values?: { name: string; date: string },
) => string;

/** 'Accepted by Ana Pérez on Nov 24, 2026: “comment”' in the reader's words. */
export function answerText(t: Translate, answer: BudgetAnswer, locale: Locale): string {
  const who = answer.respondedByName || t("formerMember");
  const text = t(answer.decision, { name: who, date: shortDate(answer.respondedAt, locale) });
  return answer.comment ? `${text}: “${answer.comment}”` : text;
}
