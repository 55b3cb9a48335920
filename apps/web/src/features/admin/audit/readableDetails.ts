import {
  approvalStatusLabels,
  budgetDecisionLabels,
  type CurrencyCode,
  type Label,
  planLabels,
  platformLinkApprovalLabels,
  roleLabels,
} from "@encaja/contracts";
import type { AppLocale } from "@/lib/format/locale";
import { formatMoneyFromMinor, formatNumber } from "@/lib/format/money";

/** One field of an entry's details, ready to read: its key (labelled by the caller) and value. */
export interface ReadableDetail {
  key: string;
  /** The value as words, or the fields of a nested object. */
  value: string | ReadableDetail[];
}

/** The enums details carry under these keys (a role, a plan, an approval, a decision). */
const enumLabelTables: readonly Readonly<Record<string, Label>>[] = [
  roleLabels,
  planLabels,
  approvalStatusLabels,
  platformLinkApprovalLabels,
  budgetDecisionLabels,
];
const ENUM_KEYS = new Set(["role", "from", "to", "decision"]);

const enumLabel = (key: string, value: string, locale: AppLocale) =>
  ENUM_KEYS.has(key)
    ? enumLabelTables.find((table) => value in table)?.[value]?.[locale]
    : undefined;

interface Context {
  names: Readonly<Record<string, string>>;
  locale: AppLocale;
  currency: string | undefined;
  /** Inside an object of amounts (`referenceMonthlySalaryMinor: {junior: …}`). */
  amounts: boolean;
  yesNo: (value: boolean) => string;
}

function readableValue(key: string, value: unknown, c: Context): string | ReadableDetail[] {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return c.yesNo(value);
  if (typeof value === "number") {
    return (c.amounts || key.endsWith("Minor")) && c.currency
      ? formatMoneyFromMinor(value, c.currency as CurrencyCode, c.locale)
      : formatNumber(value, c.locale);
  }
  if (typeof value === "string") return c.names[value] ?? enumLabel(key, value, c.locale) ?? value;
  if (Array.isArray(value)) {
    return value
      .map((item) => readableValue(key, item, c))
      .map((v) => (typeof v === "string" ? v : "…"))
      .join(", ");
  }
  if (typeof value === "object") {
    return fieldsOf(value as Record<string, unknown>, { ...c, amounts: key.endsWith("Minor") });
  }
  return String(value);
}

function fieldsOf(details: Record<string, unknown>, parent: Context): ReadableDetail[] {
  const currency = typeof details.currency === "string" ? details.currency : parent.currency;
  const c = { ...parent, currency };
  const hasMoney = Object.keys(details).some((k) => k.endsWith("Minor"));
  return (
    Object.entries(details)
      // The currency is shown with each amount; alone it would repeat itself.
      .filter(([key]) => !(key === "currency" && hasMoney))
      .map(([key, value]) => ({ key, value: readableValue(key, value, c) }))
  );
}

/**
 * An audit entry's details as labelled fields: ids of people, companies, offers and budgets
 * replaced by their names, amounts in minor units as money in their currency, enums in words.
 */
export function readableDetails(
  details: Record<string, unknown>,
  names: Readonly<Record<string, string>>,
  locale: AppLocale,
  yesNo: (value: boolean) => string,
): ReadableDetail[] {
  return fieldsOf(details, { names, locale, currency: undefined, amounts: false, yesNo });
}
