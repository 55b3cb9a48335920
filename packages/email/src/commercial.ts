import { type EmailContent, type EmailLocale, greeting } from "./layout";

/** Data of the "hire-request" email: a company claimed a `/hire` request; matchers review it. */
export interface HireRequestData {
  name?: string;
  companyName: string;
  /** The requested role as the recipient reads it ("Backend developer, senior"). */
  summary: string;
  link: string;
}

/** Data of the "budget-sent" email: a company has a new budget (or a new version) to answer. */
export interface BudgetSentData {
  name?: string;
  companyName: string;
  budgetTitle: string;
  version: number;
  /** The total, already formatted in the recipient's locale ("12.000,00 USD"). */
  total: string;
  /** The last day it can be accepted, formatted in the recipient's locale. */
  validUntil: string;
  link: string;
}

/** Data of the "budget-answered" email: the company accepted or rejected a budget version. */
export interface BudgetAnsweredData {
  name?: string;
  companyName: string;
  budgetTitle: string;
  version: number;
  decision: "accepted" | "rejected";
  responderName: string;
  comment?: string;
  link: string;
}

export function composeHireRequest(locale: EmailLocale, d: HireRequestData): EmailContent {
  if (locale === "es")
    return {
      subject: `Nueva solicitud de contratación de ${d.companyName}: ${d.summary}`,
      preheader: "Revisa el borrador de oferta y ábrelo cuando esté listo.",
      greeting: greeting(locale, d.name),
      paragraphs: [
        `${d.companyName} ha descrito en /hire a quién necesita (${d.summary}) y la solicitud ya está en su cuenta como borrador de oferta. Revísala, asigna matchers y ábrela cuando esté lista.`,
      ],
      action: { label: "Revisar el borrador", url: d.link },
      notes: [],
      footer: "Recibes este correo porque formas parte del equipo de matchers de Encaja.",
    };
  return {
    subject: `New hire request from ${d.companyName}: ${d.summary}`,
    preheader: "Review the draft offer and open it when it is ready.",
    greeting: greeting(locale, d.name),
    paragraphs: [
      `${d.companyName} described on /hire who they need (${d.summary}) and the request is now a draft offer on their account. Review it, assign matchers and open it when it is ready.`,
    ],
    action: { label: "Review the draft", url: d.link },
    notes: [],
    footer: "You are receiving this email because you are on Encaja's matchers team.",
  };
}

export function composeBudgetSent(locale: EmailLocale, d: BudgetSentData): EmailContent {
  const updated = d.version > 1;
  if (locale === "es")
    return {
      subject: updated
        ? `Presupuesto actualizado (versión ${d.version}): ${d.budgetTitle}`
        : `Nuevo presupuesto para ${d.companyName}: ${d.budgetTitle}`,
      preheader: `Total ${d.total}, válido hasta el ${d.validUntil}.`,
      greeting: greeting(locale, d.name),
      paragraphs: [
        updated
          ? `Hemos actualizado el presupuesto «${d.budgetTitle}». La versión ${d.version} sustituye a las anteriores.`
          : `Tienes un presupuesto nuevo: «${d.budgetTitle}».`,
        `Total: ${d.total}. Puedes aceptarlo o rechazarlo hasta el ${d.validUntil}.`,
      ],
      action: { label: "Ver el presupuesto", url: d.link },
      notes: [],
      footer: `Recibes este correo porque formas parte de ${d.companyName} en Encaja.`,
    };
  return {
    subject: updated
      ? `Budget updated (version ${d.version}): ${d.budgetTitle}`
      : `New budget for ${d.companyName}: ${d.budgetTitle}`,
    preheader: `Total ${d.total}, valid until ${d.validUntil}.`,
    greeting: greeting(locale, d.name),
    paragraphs: [
      updated
        ? `We updated the budget "${d.budgetTitle}". Version ${d.version} replaces the earlier ones.`
        : `You have a new budget: "${d.budgetTitle}".`,
      `Total: ${d.total}. You can accept or reject it until ${d.validUntil}.`,
    ],
    action: { label: "Open the budget", url: d.link },
    notes: [],
    footer: `You are receiving this email because you are part of ${d.companyName} on Encaja.`,
  };
}

export function composeBudgetAnswered(locale: EmailLocale, d: BudgetAnsweredData): EmailContent {
  const accepted = d.decision === "accepted";
  const comment = d.comment?.trim();
  if (locale === "es")
    return {
      subject: `${d.companyName} ${accepted ? "aceptó" : "rechazó"} el presupuesto «${d.budgetTitle}» (v${d.version})`,
      preheader: accepted ? "Se puede avanzar con la propuesta." : "La empresa ha respondido.",
      greeting: greeting(locale, d.name),
      paragraphs: [
        `${d.responderName} (${d.companyName}) ha ${accepted ? "aceptado" : "rechazado"} la versión ${d.version} del presupuesto «${d.budgetTitle}».`,
        ...(comment ? [`Comentario: ${comment}`] : []),
      ],
      action: { label: "Ver el presupuesto", url: d.link },
      notes: [],
      footer: "Recibes este correo porque preparaste este presupuesto en Encaja.",
    };
  return {
    subject: `${d.companyName} ${accepted ? "accepted" : "rejected"} the budget "${d.budgetTitle}" (v${d.version})`,
    preheader: accepted ? "The proposal can move forward." : "The company answered.",
    greeting: greeting(locale, d.name),
    paragraphs: [
      `${d.responderName} (${d.companyName}) ${accepted ? "accepted" : "rejected"} version ${d.version} of the budget "${d.budgetTitle}".`,
      ...(comment ? [`Comment: ${comment}`] : []),
    ],
    action: { label: "Open the budget", url: d.link },
    notes: [],
    footer: "You are receiving this email because you prepared this budget on Encaja.",
  };
}
