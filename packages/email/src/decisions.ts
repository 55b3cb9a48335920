import { type EmailContent, type EmailLocale, greeting } from "./layout";

/** Data of the "candidate-decided" email: a customer approved or rejected a presented candidate. */
export interface CandidateDecidedData {
  name?: string;
  offerTitle: string;
  companyName: string;
  /** Who decided (the customer user's name). */
  deciderName: string;
  /** How matchers know the candidate (the developer's name). */
  candidateName: string;
  decision: "approved" | "not_approved";
  /** The rejection reason, already in the recipient's language. */
  reasonLabel?: string;
  feedback?: string;
  link: string;
}

/** Data of the "decision-reminder" email: a presented candidate still waits for an answer. */
export interface DecisionReminderData {
  name?: string;
  offerTitle: string;
  /** The snapshot's headline (customers see candidates anonymised until they approve). */
  candidateHeadline: string;
  waitingDays: number;
  audience: "customer" | "matcher";
  link: string;
}

const dayCount = (locale: EmailLocale, n: number) =>
  locale === "es" ? `${n} ${n === 1 ? "día" : "días"}` : `${n} ${n === 1 ? "day" : "days"}`;

export function composeCandidateDecided(
  locale: EmailLocale,
  d: CandidateDecidedData,
): EmailContent {
  const approved = d.decision === "approved";
  const feedback = d.feedback?.trim();
  if (locale === "es") {
    return {
      subject: approved
        ? `${d.companyName} aprobó a ${d.candidateName} (${d.offerTitle})`
        : `${d.companyName} no aprobó a ${d.candidateName} (${d.offerTitle})`,
      preheader: approved
        ? "La empresa quiere avanzar con este candidato."
        : "La empresa ha respondido a la presentación.",
      greeting: greeting(locale, d.name),
      paragraphs: [
        `${d.deciderName} (${d.companyName}) ha ${approved ? "aprobado" : "rechazado"} a ${d.candidateName} para la oferta «${d.offerTitle}».`,
        ...(d.reasonLabel ? [`Motivo: ${d.reasonLabel}.`] : []),
        ...(feedback ? [`Comentarios: ${feedback}`] : []),
      ],
      action: { label: "Ver el pipeline de la oferta", url: d.link },
      notes: [
        "Los comentarios de la empresa no se muestran a la persona desarrolladora salvo que decidas compartirlos.",
      ],
      footer: "Recibes este correo porque gestionas esta oferta en Encaja.",
    };
  }
  return {
    subject: approved
      ? `${d.companyName} approved ${d.candidateName} (${d.offerTitle})`
      : `${d.companyName} did not approve ${d.candidateName} (${d.offerTitle})`,
    preheader: approved
      ? "The company wants to move forward with this candidate."
      : "The company answered the presentation.",
    greeting: greeting(locale, d.name),
    paragraphs: [
      `${d.deciderName} (${d.companyName}) ${approved ? "approved" : "rejected"} ${d.candidateName} for the "${d.offerTitle}" offer.`,
      ...(d.reasonLabel ? [`Reason: ${d.reasonLabel}.`] : []),
      ...(feedback ? [`Feedback: ${feedback}`] : []),
    ],
    action: { label: "Open the offer's pipeline", url: d.link },
    notes: ["The company's feedback is not shown to the developer unless you choose to share it."],
    footer: "You are receiving this email because you manage this offer on Encaja.",
  };
}

export function composeDecisionReminder(
  locale: EmailLocale,
  d: DecisionReminderData,
): EmailContent {
  const waited = dayCount(locale, d.waitingDays);
  const customer = d.audience === "customer";
  if (locale === "es") {
    return {
      subject: `Un candidato espera respuesta desde hace ${waited}: ${d.offerTitle}`,
      preheader: `«${d.candidateHeadline}» espera una decisión.`,
      greeting: greeting(locale, d.name),
      paragraphs: [
        `La candidatura «${d.candidateHeadline}», presentada para la oferta «${d.offerTitle}», espera una decisión desde hace ${waited}.`,
        customer
          ? "Revisa su perfil y apruébalo o recházalo: así podemos seguir con el proceso."
          : "La empresa aún no ha respondido; quizá convenga hacer un seguimiento.",
      ],
      action: { label: customer ? "Revisar el candidato" : "Ver la oferta", url: d.link },
      notes: [],
      footer: customer
        ? "Recibes este correo porque tu empresa tiene candidatos presentados en Encaja."
        : "Recibes este correo porque gestionas esta oferta en Encaja.",
    };
  }
  return {
    subject: `A candidate has waited ${waited} for an answer: ${d.offerTitle}`,
    preheader: `"${d.candidateHeadline}" is waiting for a decision.`,
    greeting: greeting(locale, d.name),
    paragraphs: [
      `The candidate "${d.candidateHeadline}" presented for the "${d.offerTitle}" offer has waited ${waited} for a decision.`,
      customer
        ? "Review the profile and approve or reject the candidate so the process can continue."
        : "The company has not answered yet; a follow-up may help.",
    ],
    action: { label: customer ? "Review the candidate" : "View the offer", url: d.link },
    notes: [],
    footer: customer
      ? "You are receiving this email because your company has presented candidates on Encaja."
      : "You are receiving this email because you manage this offer on Encaja.",
  };
}
