import type { BudgetAnswer, Locale } from "@encaja/contracts";
import { formatDate } from "@/lib/format/dates";

type Translate = (
  key: "accepted" | "rejected" | "formerMember",
  values?: { name: string; date: string },
) => string;

/** 'Accepted by Ana Pérez on Nov 24, 2026: “comment”' in the reader's words. */
export function answerText(t: Translate, answer: BudgetAnswer, locale: Locale): string {
  const who = answer.respondedByName || t("formerMember");
  const text = t(answer.decision, { name: who, date: formatDate(answer.respondedAt, locale) });
  return answer.comment ? `${text}: “${answer.comment}”` : text;
}
