import type { Locale } from "./enums";

/**
 * A small ICU MessageFormat subset shared by the API and the web: `{name}` and
 * `{name, plural, =0 {…} one {…} other {…}}` (with `#` for the number), using each
 * language's real plural rules (Intl.PluralRules). Numbers are formatted for the locale.
 */
export function formatMessage(
  template: string,
  params: Record<string, string | number>,
  locale: Locale,
  display: (name: string, value: string | number) => string = (_, v) => formatValue(v, locale),
): string {
  let out = "";
  let i = 0;
  while (i < template.length) {
    const ch = template[i]!;
    if (ch !== "{") {
      out += ch;
      i++;
      continue;
    }
    const end = matchingBrace(template, i);
    out += formatArgument(template.slice(i + 1, end), params, locale, display);
    i = end + 1;
  }
  return out;
}

// Intl objects are costly to build (tens of microseconds each) and a ranking page renders
// hundreds of messages: one per locale is kept.
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/** The locale's number format, built once. */
export function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format;
}

function pluralRule(locale: string): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules;
}

function formatValue(value: string | number, locale: Locale): string {
  return typeof value === "number" ? numberFormat(locale).format(value) : value;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let j = open; j < text.length; j++) {
    if (text[j] === "{") depth++;
    else if (text[j] === "}" && --depth === 0) return j;
  }
  throw new Error(`Unbalanced braces in message: ${text}`);
}

function formatArgument(
  inner: string,
  params: Record<string, string | number>,
  locale: Locale,
  display: (name: string, value: string | number) => string,
): string {
  const [rawName, rawType] = inner.split(",", 2);
  const name = rawName!.trim();
  const value = params[name] ?? "";
  if (rawType?.trim() !== "plural") return display(name, value);
  const n = Number(value);
  const branches = parseBranches(inner.slice(inner.indexOf(",", rawName!.length + 1) + 1));
  const chosen =
    branches.get(`=${n}`) ??
    branches.get(pluralRule(locale).select(n)) ??
    branches.get("other") ??
    "";
  return formatMessage(chosen, params, locale, display).replaceAll(
    "#",
    numberFormat(locale).format(n),
  );
}

function parseBranches(text: string): Map<string, string> {
  const branches = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf("{", i);
    if (open === -1) break;
    const selector = text.slice(i, open).trim();
    const close = matchingBrace(text, open);
    branches.set(selector, text.slice(open + 1, close));
    i = close + 1;
  }
  return branches;
}
