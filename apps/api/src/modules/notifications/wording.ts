import type { Locale, NotificationKind, NotificationParams } from "@encaja/contracts";

/** A developer-facing application status (contracts' applicationStatuses) in words. */
const applicationStatusWords: Record<Locale, Record<string, string>> = {
  es: {
    invited: "invitación",
    received: "recibida",
    in_review: "en revisión",
    interviewing: "en entrevistas",
    offer: "propuesta",
    hired: "con contratación",
    closed: "cerrada",
  },
  en: {
    invited: "invited",
    received: "received",
    in_review: "in review",
    interviewing: "interviewing",
    offer: "offer",
    hired: "hired",
    closed: "closed",
  },
};

/** An interview's type (contracts' interviewTypes) as the start of a sentence. */
const interviewTypeWords: Record<Locale, Record<string, string>> = {
  es: { soft: "Entrevista personal", hard: "Entrevista técnica", english: "Prueba de inglés" },
  en: { soft: "Soft-skills interview", hard: "Technical interview", english: "English check" },
};

const text = (params: NotificationParams, key: string, fallback: string): string => {
  const value = params[key];
  return value === null || value === undefined || value === "" ? fallback : String(value);
};

/**
 * One sentence saying what a notification is about, in the reader's language (emails and the
 * digest; the web words the same kinds from its message catalogue).
 */
export function notificationSummary(
  locale: Locale,
  kind: NotificationKind,
  params: NotificationParams,
): string {
  const es = locale === "es";
  const offer = text(params, "offerTitle", es ? "una oferta" : "an offer");
  const candidate = text(params, "candidateName", es ? "un candidato" : "a candidate");
  const budget = text(params, "budgetTitle", es ? "un presupuesto" : "a budget");
  const company = text(params, "companyName", "Encaja");
  const withName = text(params, "withName", "Encaja");
  const interview =
    interviewTypeWords[locale][String(params.interviewType ?? "")] ??
    (es ? "Entrevista" : "Interview");
  switch (kind) {
    case "candidate.status": {
      const status = String(params.status ?? "");
      const words = applicationStatusWords[locale][status] ?? status;
      return es
        ? `Tu candidatura a «${offer}» ahora está: ${words}`
        : `Your application to "${offer}" is now: ${words}`;
    }
    case "offer.invitation":
      return es
        ? `${company} te invita a postularte a «${offer}»`
        : `${company} invited you to apply to "${offer}"`;
    case "interview.scheduled":
      return es
        ? `${interview} programada con ${withName}`
        : `${interview} scheduled with ${withName}`;
    case "interview.rescheduled":
      return es
        ? `${interview} con ${withName} cambiada de fecha`
        : `${interview} with ${withName} rescheduled`;
    case "interview.cancelled":
      return es
        ? `${interview} con ${withName} cancelada`
        : `${interview} with ${withName} cancelled`;
    case "candidate.presented":
      return es
        ? `Nueva candidatura presentada para «${offer}»`
        : `New candidate presented for "${offer}"`;
    case "candidate.decided":
      return params.decision === "approved"
        ? es
          ? `${company} aprobó a ${candidate} («${offer}»)`
          : `${company} approved ${candidate} ("${offer}")`
        : es
          ? `${company} no aprobó a ${candidate} («${offer}»)`
          : `${company} did not approve ${candidate} ("${offer}")`;
    case "budget.sent":
      return es ? `Presupuesto recibido: ${budget}` : `Budget received: ${budget}`;
    case "budget.answered":
      return params.decision === "accepted"
        ? es
          ? `${company} aceptó el presupuesto «${budget}»`
          : `${company} accepted the budget "${budget}"`
        : es
          ? `${company} rechazó el presupuesto «${budget}»`
          : `${company} rejected the budget "${budget}"`;
    case "chat.message": {
      const from = text(params, "senderName", "Encaja");
      return es ? `Nuevo mensaje de ${from}` : `New message from ${from}`;
    }
  }
}
