import {
  type BudgetContent,
  type BudgetContentInput,
  type BudgetHiringType,
  type CurrencyCode,
  type Seniority,
  toMinor,
  toUnits,
} from "@encaja/contracts";

/** One line as typed: amounts in units (converted with toMinor), numbers as text. */
type TechRole = BudgetContent["lines"][number]["role"];

export interface LineFields {
  key: number;
  role: TechRole;
  seniority: Seniority;
  quantity: string;
  unitAmount: string;
  months: string;
  description: string;
}

export interface BudgetFields {
  title: string;
  hiringType: BudgetHiringType;
  currency: CurrencyCode;
  validUntil: string;
  terms: string;
  notes: string;
  lines: LineFields[];
}

let nextKey = 1;
export const newLine = (): LineFields => ({
  key: nextKey++,
  role: "backend",
  seniority: "semi_senior",
  quantity: "1",
  unitAmount: "",
  months: "12",
  description: "",
});

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const emptyBudgetFields = (): BudgetFields => ({
  title: "",
  hiringType: "staffing",
  currency: "USD",
  validUntil: inDays(30),
  terms: "",
  notes: "",
  lines: [newLine()],
});

export function fieldsOf(title: string, content: BudgetContent): BudgetFields {
  return {
    title,
    hiringType: content.hiringType,
    currency: content.currency,
    validUntil: content.validUntil,
    terms: content.terms,
    notes: content.notes,
    lines: content.lines.map((l) => ({
      key: nextKey++,
      role: l.role,
      seniority: l.seniority,
      quantity: String(l.quantity),
      unitAmount: String(toUnits(l.unitAmountMinor, content.currency)),
      months: String(l.months ?? 12),
      description: l.description,
    })),
  };
}

/** Typed text to a number; NaN stays NaN so the API's validation names the field. */
const num = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.replace(",", ".")));

/** The fields as the contracts' BudgetContent input (amounts in integer minor units). */
export function contentOf(f: BudgetFields): BudgetContentInput {
  return {
    hiringType: f.hiringType,
    currency: f.currency,
    validUntil: f.validUntil,
    terms: f.terms,
    notes: f.notes,
    lines: f.lines.map((l) => ({
      role: l.role,
      seniority: l.seniority,
      quantity: num(l.quantity),
      unitAmountMinor: toMinor(num(l.unitAmount), f.currency),
      months: f.hiringType === "staffing" ? num(l.months) : null,
      description: l.description,
    })),
  };
}
