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
  return render(compiled(template), params, locale, display);
}

/** A template read once: literal text, `{name}` arguments and plural arguments' branches. */
type Part = string | { name: string; branches?: Map<string, Part[]> };

// Templates are a fixed catalogue (explanations, labels), so a ranking page reuses a handful of
// parsed templates instead of scanning each message's braces again; bounded all the same.
const MAX_COMPILED = 1_000;
const compiledTemplates = new Map<string, Part[]>();

function compiled(template: string): Part[] {
  let parts = compiledTemplates.get(template);
  if (!parts) {
    parts = parse(template);
    if (compiledTemplates.size >= MAX_COMPILED) compiledTemplates.clear();
    compiledTemplates.set(template, parts);
  }
  return parts;
}

function parse(template: string): Part[] {
  const parts: Part[] = [];
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf("{", i);
    const textEnd = open === -1 ? template.length : open;
    if (textEnd > i) parts.push(template.slice(i, textEnd));
    if (open === -1) break;
    const close = matchingBrace(template, open);
    parts.push(parseArgument(template.slice(open + 1, close)));
    i = close + 1;
  }
  return parts;
}

function parseArgument(inner: string): Part {
  const [rawName, rawType] = inner.split(",", 2);
  const name = rawName!.trim();
  if (rawType?.trim() !== "plural") return { name };
  const branches = new Map<string, Part[]>();
  for (const [selector, text] of parseBranches(
    inner.slice(inner.indexOf(",", rawName!.length + 1) + 1),
  )) {
    branches.set(selector, parse(text));
  }
  return { name, branches };
}

function render(
  parts: Part[],
  params: Record<string, string | number>,
  locale: Locale,
  display: (name: string, value: string | number) => string,
): string {
  let out = "";
  for (const part of parts) {
    if (typeof part === "string") {
      out += part;
      continue;
    }
    const value = params[part.name] ?? "";
    if (!part.branches) {
      out += display(part.name, value);
      continue;
    }
    const n = Number(value);
    const chosen =
      part.branches.get(`=${n}`) ??
      part.branches.get(pluralRule(locale).select(n)) ??
      part.branches.get("other") ??
      [];
    out += render(chosen, params, locale, display).replaceAll("#", numberFormat(locale).format(n));
  }
  return out;
}

// Intl objects are costly to build (tens of microseconds each) and a ranking page renders
// hundreds of messages: one per locale is kept.
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/** The locale's number format, built once: digits always grouped ("5.000", never "5000"). */
export function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { useGrouping: "always" } as Intl.NumberFormatOptions);
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
