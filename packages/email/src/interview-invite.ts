import { type EmailContent, type EmailLocale, greeting } from "./layout";
import { formatZonedTime } from "./zoned-time";

/** Data of the "interview-invite" email; the .ics travels beside it (outbox `calendar`). */
export interface InterviewInviteData {
  name?: string;
  change: "scheduled" | "rescheduled" | "cancelled";
  type: "soft" | "hard" | "english";
  /** The recipient is the interviewer or the developer interviewed. */
  audience: "interviewer" | "developer";
  /** The other participant's name. */
  withName: string;
  /** The start (ISO 8601), written in the email in `timeZone`, named. */
  startsAt: string;
  /** The recipient's IANA time zone (UTC when unknown). */
  timeZone: string;
  durationMinutes: number;
  meetingUrl?: string;
  link: string;
}

/** An interview type as a sentence names it (lower case), per language. */
export const interviewTypeNames = {
  es: { soft: "entrevista personal", hard: "entrevista técnica", english: "prueba de inglés" },
  en: { soft: "soft-skills interview", hard: "technical interview", english: "English check" },
} as const;

const subjects = {
  es: { scheduled: "Nueva", rescheduled: "Cambio de hora:", cancelled: "Cancelada:" },
  en: { scheduled: "New", rescheduled: "Rescheduled:", cancelled: "Cancelled:" },
} as const;

export function composeInterviewInvite(locale: EmailLocale, d: InterviewInviteData): EmailContent {
  const type = interviewTypeNames[locale][d.type];
  const withName = d.withName.trim();
  const cancelled = d.change === "cancelled";
  const when = formatZonedTime(new Date(d.startsAt), locale, d.timeZone);
  if (locale === "es") {
    const what = `${type}${withName ? ` con ${withName}` : ""}`;
    return {
      subject: `${subjects.es[d.change]} ${what} · ${when}`,
      preheader: cancelled
        ? "La entrevista se canceló. El calendario adjunto la quita de tu agenda."
        : "Añade la entrevista a tu calendario con la invitación adjunta.",
      greeting: greeting(locale, d.name),
      paragraphs: [
        cancelled
          ? `Se canceló la ${what} prevista para el ${when}.`
          : `Tu ${what} es el ${when} y dura ${d.durationMinutes} minutos.`,
        ...(d.meetingUrl && !cancelled ? [`Enlace de la reunión: ${d.meetingUrl}`] : []),
      ],
      action: {
        label: d.audience === "interviewer" ? "Abrir la entrevista" : "Ver mis entrevistas",
        url: d.link,
      },
      notes: ["La invitación de calendario adjunta (.ics) actualiza tu agenda."],
      footer: "Recibes este correo porque participas en una entrevista de Encaja.",
    };
  }
  const what = `${type}${withName ? ` with ${withName}` : ""}`;
  return {
    subject: `${subjects.en[d.change]} ${what} · ${when}`,
    preheader: cancelled
      ? "The interview was cancelled. The attached calendar removes it from your schedule."
      : "Add the interview to your calendar with the attached invite.",
    greeting: greeting(locale, d.name),
    paragraphs: [
      cancelled
        ? `Your ${what} planned for ${when} was cancelled.`
        : `Your ${what} is on ${when} and lasts ${d.durationMinutes} minutes.`,
      ...(d.meetingUrl && !cancelled ? [`Meeting link: ${d.meetingUrl}`] : []),
    ],
    action: {
      label: d.audience === "interviewer" ? "Open the interview" : "See my interviews",
      url: d.link,
    },
    notes: ["The attached calendar invite (.ics) updates your calendar."],
    footer: "You are receiving this email because you take part in an Encaja interview.",
  };
}
