import { z } from "zod";
import { type Locale, skillLevels } from "../enums";
import { skillLevelLabels } from "../labels";
import { formatMessage, numberFormat } from "../message";

/**
 * What most often kept a developer out of the offers they applied to, in their words: each tip
 * compares the developer's own profile with the offers' published requirements, never with
 * other candidates.
 */
export const matchTipKinds = [
  "missing_skill",
  "skill_level",
  "english",
  "time_zone",
  "salary",
  "seniority",
  "modality",
  "country",
  "not_searching",
] as const;
export const MatchTipKind = z.enum(matchTipKinds);
export type MatchTipKind = z.infer<typeof MatchTipKind>;

export const MatchTip = z.object({
  kind: MatchTipKind,
  /** How many of the offers considered this gap applied to. */
  offers: z.number().int().min(1),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The tip in the request's language. */
  text: z.string(),
});
export type MatchTip = z.infer<typeof MatchTip>;

export const MatchTips = z.object({
  /** Offers compared (the developer's applications, most recent first, at most 20). */
  offersConsidered: z.number().int().min(0),
  /** Most frequent first; at most five. */
  tips: z.array(MatchTip),
});
export type MatchTips = z.infer<typeof MatchTips>;

type Template = Record<Locale, string>;
const t = (es: string, en: string): Template => ({ es, en });

/** Each tip's sentence; `{offers}` of `{total}` offers, the rest per kind. */
export const matchTipTemplates: Record<MatchTipKind, Template> = {
  missing_skill: t(
    "{offers, plural, one {# oferta pedía} other {# ofertas pedían}} {skill} y no aparece en tu perfil. Si lo usas, añádelo con tu nivel; si no, es un buen siguiente paso.",
    "{offers, plural, one {# offer asked} other {# offers asked}} for {skill}, which is not on your profile. If you use it, add it with your level; if not, it is a good next step.",
  ),
  skill_level: t(
    "{offers, plural, one {# oferta pedía} other {# ofertas pedían}} {skill} a nivel {required} o más; en tu perfil tienes {level}. Una evaluación o un proyecto reciente pueden subirlo.",
    "{offers, plural, one {# offer asked} other {# offers asked}} for {skill} at level {required} or above; your profile says {level}. An assessment or a recent project can raise it.",
  ),
  english: t(
    "{offers, plural, one {# oferta pedía} other {# ofertas pedían}} inglés {required} o más; el tuyo es {level}. Subir un nivel abre más ofertas como estas.",
    "{offers, plural, one {# offer asked} other {# offers asked}} for English {required} or above; yours is {level}. One more level opens more offers like these.",
  ),
  time_zone: t(
    "{offers, plural, one {# oferta necesitaba} other {# ofertas necesitaban}} más horas en común con su horario. Revisa tu zona horaria y tu horario de trabajo en el perfil si tienes flexibilidad.",
    "{offers, plural, one {# offer needed} other {# offers needed}} more hours in common with its working day. Check your time zone and working hours in your profile if you are flexible.",
  ),
  salary: t(
    "Tu expectativa salarial superaba el presupuesto de {offers, plural, one {# oferta} other {# ofertas}}. Puedes revisarla o buscar ofertas con más presupuesto.",
    "Your salary expectation was above the budget of {offers, plural, one {# offer} other {# offers}}. You can review it or look for offers with a larger budget.",
  ),
  seniority: t(
    "{offers, plural, one {# oferta buscaba} other {# ofertas buscaban}} otro nivel de seniority que el de tu perfil. Busca ofertas de tu nivel o detalla tu experiencia si tu perfil se queda corto.",
    "{offers, plural, one {# offer looked} other {# offers looked}} for a different seniority than your profile's. Look for offers at your level, or detail your experience if your profile undersells it.",
  ),
  modality: t(
    "{offers, plural, one {# oferta no compartía} other {# ofertas no compartían}} ninguna modalidad de trabajo con tus preferencias.",
    "{offers, plural, one {# offer shared} other {# offers shared}} no work modality with your preferences.",
  ),
  country: t(
    "{offers, plural, one {# oferta solo admitía} other {# ofertas solo admitían}} personas de otros países.",
    "{offers, plural, one {# offer only accepted} other {# offers only accepted}} people from other countries.",
  ),
  not_searching: t(
    "Tu perfil dice que no buscas trabajo, así que no apareces en las búsquedas. Cámbialo en tus preferencias cuando quieras.",
    "Your profile says you are not looking for work, so you do not show up in searches. Change it in your preferences whenever you want.",
  ),
};

const notStated = t("sin indicar", "not stated");

/** A parameter as a person reads it: skill levels by name, "?" as "not stated". */
function displayParam(kind: MatchTipKind, name: string, value: string | number, locale: Locale) {
  if (value === "?") return notStated[locale];
  if (kind === "skill_level" && (name === "required" || name === "level")) {
    const level = skillLevels[Number(value)];
    if (level) return skillLevelLabels[level][locale];
  }
  return typeof value === "number" ? numberFormat(locale).format(value) : value;
}

/**
 * A tip with its sentence in `locale`. `params` stay raw (skill levels as 0–5 numbers), so a
 * client can render the same tip in another language.
 */
export function renderMatchTip(
  kind: MatchTipKind,
  offers: number,
  params: Record<string, string | number>,
  locale: Locale,
): MatchTip {
  const template = matchTipTemplates[kind][locale];
  const text = formatMessage(template, { ...params, offers }, locale, (name, value) =>
    displayParam(kind, name, value, locale),
  );
  return { kind, offers, params, text };
}
