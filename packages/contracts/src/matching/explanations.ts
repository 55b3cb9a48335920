import { countryName } from "../developers/geo";
import type { EnglishGroup, Locale } from "../enums";
import { englishGroupLabels } from "../labels";
import { formatMessage, numberFormat } from "../message";
import {
  type CompanySize,
  companySizeLabels,
  type Industry,
  industryLabels,
  type ProjectType,
  projectTypeLabels,
} from "./context";
import type { Explanation } from "./matches";

type Template = Record<Locale, string>;
const t = (es: string, en: string): Template => ({ es, en });

/**
 * Every explanation key with its text in each language, in ICU message syntax (`{name}` and
 * `{name, plural, one {…} other {…}}`, rendered by `formatMessage` with each language's plural
 * rules). Country codes, English groups and unknown values ("?") are shown as words.
 * The API renders `text` with these; a client may re-render with them.
 */
export const explanationTemplates = {
  "skills.none": t(
    "La oferta no pide habilidades obligatorias.",
    "The offer requires no specific skills.",
  ),
  "skills.coverage": t(
    "Cumple {met} de {total, plural, one {# habilidad obligatoria} other {# habilidades obligatorias}} con el nivel pedido{near, plural, =0 {} one {; # más está cerca} other {; # más están cerca}}.",
    "Meets {met} of {total, plural, one {# required skill} other {# required skills}} at the requested level{near, plural, =0 {} one {; # more is close} other {; # more are close}}.",
  ),
  "skills.coverage_related": t(
    "Cumple {met} de {total, plural, one {# habilidad obligatoria} other {# habilidades obligatorias}} con el nivel pedido{near, plural, =0 {} one {; # más está cerca} other {; # más están cerca}}. {related}, relacionado con {skill}: crédito parcial{more, plural, =0 {} other { (y # más)}}.",
    "Meets {met} of {total, plural, one {# required skill} other {# required skills}} at the requested level{near, plural, =0 {} one {; # more is close} other {; # more are close}}. {related}, related to {skill}: partial credit{more, plural, =0 {} other { (and # more)}}.",
  ),
  "role_stack.both": t(
    "Mismo rol técnico y mismo stack principal.",
    "Same tech role and same main stack.",
  ),
  "role_stack.role": t(
    "Mismo rol técnico, otro stack principal.",
    "Same tech role, different main stack.",
  ),
  "role_stack.stack": t(
    "Mismo stack principal, otro rol técnico.",
    "Same main stack, other tech role.",
  ),
  "role_stack.none": t("Otro rol técnico y otro stack.", "Different tech role and stack."),
  "seniority.in_range": t(
    "Seniority dentro del rango pedido.",
    "Seniority within the requested range.",
  ),
  "seniority.distance": t(
    "Seniority a {steps, plural, one {# nivel} other {# niveles}} del rango pedido.",
    "Seniority {steps, plural, one {# level} other {# levels}} away from the requested range.",
  ),
  "english.level": t(
    "Inglés {level}: {above, plural, =0 {justo el mínimo} one {# nivel por encima del mínimo} other {# niveles por encima del mínimo}} ({minimum}).",
    "English {level}: {above, plural, =0 {exactly the minimum} one {# level above the minimum} other {# levels above the minimum}} ({minimum}).",
  ),
  "english.below": t(
    "Inglés {level}: {below, plural, one {# nivel por debajo del mínimo} other {# niveles por debajo del mínimo}} ({minimum}).",
    "English {level}: {below, plural, one {# level below the minimum} other {# levels below the minimum}} ({minimum}).",
  ),
  "english.unknown": t("Nivel de inglés no indicado.", "English level not stated."),
  "salary.within": t(
    "Pretende {expected} USD/mes, dentro del presupuesto (máx. {budget} USD/mes).",
    "Expects USD {expected}/month, within the budget (max USD {budget}/month).",
  ),
  "salary.over": t(
    "Pretende {expected} USD/mes, {percent}% por encima del presupuesto (máx. {budget} USD/mes).",
    "Expects USD {expected}/month, {percent}% above the budget (max USD {budget}/month).",
  ),
  "salary.unknown": t("Pretensión salarial no indicada.", "Salary expectation not stated."),
  "availability.now": t("Disponible ya.", "Available now."),
  "availability.weeks": t(
    "Disponible en {weeks, plural, one {# semana} other {# semanas}}.",
    "Available in {weeks, plural, one {# week} other {# weeks}}.",
  ),
  "availability.unknown": t("Disponibilidad no indicada.", "Availability not stated."),
  "activity.days": t(
    "{days, plural, =0 {Última actividad: hoy.} one {Última actividad hace # día.} other {Última actividad hace # días.}}",
    "{days, plural, =0 {Last active today.} one {Last active # day ago.} other {Last active # days ago.}}",
  ),
  "time_zone.none": t("La oferta no indica huso horario.", "The offer states no time zone."),
  "time_zone.unknown": t("Huso horario no indicado.", "Time zone not stated."),
  "time_zone.overlap": t(
    "{hours} h de solapamiento entre {zone} y {offerZone}.",
    "{hours} h of overlap between {zone} and {offerZone}.",
  ),
  "context.none": t(
    "La oferta no indica sector, tamaño de empresa ni tipo de proyecto.",
    "The offer states no industry, company size or project type.",
  ),
  "context.industry": t(
    "{months, plural, =0 {Aún sin experiencia en {industry}} one {# mes en {industry}} other {{duration} en {industry}}}{sizeMonths, plural, =0 {} other { en empresas de {size}}}.",
    "{months, plural, =0 {No experience in {industry} yet} one {# month in {industry}} other {{duration} in {industry}}}{sizeMonths, plural, =0 {} other { at companies of {size}}}.",
  ),
  "context.size": t(
    "{months, plural, =0 {Aún sin experiencia en empresas de {size}} one {# mes en empresas de {size}} other {{duration} en empresas de {size}}}.",
    "{months, plural, =0 {No experience at companies of {size} yet} one {# month at companies of {size}} other {{years} at companies of {size}}}.",
  ),
  "context.project_type": t(
    "{months, plural, =0 {Aún sin experiencia en proyectos de tipo «{projectType}»} one {# mes en proyectos de tipo «{projectType}»} other {{duration} en proyectos de tipo «{projectType}»}}.",
    "{months, plural, =0 {No experience in “{projectType}” projects yet} one {# month in “{projectType}” projects} other {{duration} in “{projectType}” projects}}.",
  ),
  "excluded.english_below_minimum": t(
    "Fuera del ranking: inglés {level} por debajo del grupo pedido ({group}).",
    "Excluded: English {level} below the required group ({group}).",
  ),
  "excluded.no_modality_overlap": t(
    "Fuera del ranking: ninguna modalidad de trabajo en común.",
    "Excluded: no work modality in common.",
  ),
  "excluded.country_not_allowed": t(
    "Fuera del ranking: país {country} no admitido por la oferta.",
    "Excluded: country {country} not allowed by the offer.",
  ),
  "excluded.not_searching": t(
    "Fuera del ranking: no busca trabajo.",
    "Excluded: not looking for work.",
  ),
  "excluded.profile_disapproved": t(
    "Fuera del ranking: perfil desaprobado.",
    "Excluded: profile disapproved.",
  ),
  "excluded.time_zone": t(
    "Fuera del ranking: {hours} h de solapamiento entre {zone} y {offerZone}, menos de {minimum} h pedidas.",
    "Excluded: {hours} h of overlap between {zone} and {offerZone}, less than the {minimum} h required.",
  ),
} as const satisfies Record<string, Template>;
export type ExplanationKey = keyof typeof explanationTemplates;

const unknownValue = t("sin indicar", "not stated");

/** Months of experience as a person says them: "8 meses", "2,5 años" / "8 months", "2.5 years". */
function durationOf(months: number, locale: Locale): string {
  if (months < 12) return formatMessage(durationTemplates.months[locale], { n: months }, locale);
  const years = Math.round((months / 12) * 2) / 2;
  return formatMessage(durationTemplates.years[locale], { n: years }, locale);
}
const durationTemplates = {
  months: t(
    "{n, plural, one {# mes} other {# meses}}",
    "{n, plural, one {# month} other {# months}}",
  ),
  years: t("{n, plural, one {# año} other {# años}}", "{n, plural, one {# year} other {# years}}"),
};

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** A parameter as a person reads it: country names, English groups, "?" as "not stated". */
function displayParam(name: string, value: string | number, locale: Locale): string {
  if (value === "?" || value === "") return unknownValue[locale];
  if (name === "duration") return durationOf(Number(value), locale);
  if (typeof value === "number") return numberFormat(locale).format(value);
  if (name === "country") return countryName(value, locale);
  if (name === "industry" && value in industryLabels) {
    return industryLabels[value as Industry][locale];
  }
  if (name === "size" && value in companySizeLabels) {
    return lowerFirst(companySizeLabels[value as CompanySize][locale]);
  }
  if (name === "projectType" && value in projectTypeLabels) {
    return lowerFirst(projectTypeLabels[value as ProjectType][locale]);
  }
  if (name === "group" && value in englishGroupLabels) {
    return englishGroupLabels[value as EnglishGroup][locale];
  }
  return value;
}

export function renderExplanation(
  key: ExplanationKey,
  params: Record<string, string | number>,
  locale: Locale,
): Explanation {
  const text = formatMessage(explanationTemplates[key][locale], params, locale, (name, value) =>
    displayParam(name, value, locale),
  );
  return { key, params, text };
}
