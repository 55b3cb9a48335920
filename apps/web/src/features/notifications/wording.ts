import type { Notification } from "@encaja/contracts";
import { relativeTimeFormat } from "@/lib/format/intl";

/** The message key of a kind (next-intl keys cannot contain dots). */
export const kindKey = (kind: Notification["kind"]) => kind.replace(".", "_") as KindKey;

type Underscored<S extends string> = S extends `${infer A}.${infer B}` ? `${A}_${B}` : S;
export type KindKey = Underscored<Notification["kind"]>;

/** Params as ICU values: nulls become empty strings, the select arguments keep their codes. */
export function wordingValues(params: Notification["params"]): Record<string, string | number> {
  const values: Record<string, string | number> = {
    offerTitle: "",
    companyName: "",
    candidateName: "",
    budgetTitle: "",
    withName: "",
    senderName: "",
    status: "",
    decision: "",
    interviewType: "",
    count: 1,
  };
  for (const [key, value] of Object.entries(params)) values[key] = value ?? "";
  return values;
}

/** "3 minutes ago" in the viewer's language. */
export function relativeTime(iso: string, locale: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = relativeTimeFormat(locale, { numeric: "auto" });
  const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ["second", 60],
    ["minute", 60],
    ["hour", 24],
    ["day", 7],
    ["week", 4.35],
    ["month", 12],
  ];
  let value = seconds;
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), "year");
}
