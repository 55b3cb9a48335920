import { type EmailContent, type EmailLocale, greeting } from "./layout";

/** What every email sent under the notification preferences carries. */
interface PreferenceEmailData {
  name?: string;
  /** Where the email's one button leads. */
  link: string;
  /** The web page that switches this category's emails off. */
  unsubscribeLink: string;
}

/** One notification emailed at once (its wording already in the recipient's language). */
export interface NotificationEmailData extends PreferenceEmailData {
  /** One sentence saying what happened, e.g. "Your application to «X» moved to interview". */
  summary: string;
}

/** The daily digest, one line per notification. */
export interface NotificationDigestData extends PreferenceEmailData {
  items: string[];
}

/** A burst of chat messages the recipient has not read in time, as one email. */
export interface ChatMessagesEmailData extends PreferenceEmailData {
  count: number;
  senderName: string;
}

const stopNote = (locale: EmailLocale, link: string) =>
  locale === "es"
    ? `¿No quieres recibir estos correos? Date de baja: ${link}`
    : `Don't want these emails? Unsubscribe: ${link}`;

const footer = (locale: EmailLocale) =>
  locale === "es"
    ? "Recibes este correo según tus preferencias de notificaciones en Encaja (Ajustes › Notificaciones)."
    : "You are receiving this email because of your notification preferences on Encaja (Settings › Notifications).";

/** The greeting, button, unsubscribe note and footer around an email's own words. */
const preferenceEmail = (
  locale: EmailLocale,
  d: PreferenceEmailData,
  own: Pick<EmailContent, "subject" | "preheader" | "paragraphs"> & { actionLabel: string },
): EmailContent => ({
  subject: own.subject,
  preheader: own.preheader,
  greeting: greeting(locale, d.name),
  paragraphs: own.paragraphs,
  action: { label: own.actionLabel, url: d.link },
  notes: [stopNote(locale, d.unsubscribeLink)],
  footer: footer(locale),
});

export function composeNotificationEmail(
  locale: EmailLocale,
  d: NotificationEmailData,
): EmailContent {
  const es = locale === "es";
  return preferenceEmail(locale, d, {
    subject: d.summary,
    preheader: d.summary,
    paragraphs: [d.summary],
    actionLabel: es ? "Verlo en Encaja" : "See it on Encaja",
  });
}

export function composeNotificationDigest(
  locale: EmailLocale,
  d: NotificationDigestData,
): EmailContent {
  const n = d.items.length;
  const es = locale === "es";
  const subject = es
    ? `Tu resumen diario de Encaja: ${n} ${n === 1 ? "novedad" : "novedades"}`
    : `Your Encaja daily digest: ${n} ${n === 1 ? "update" : "updates"}`;
  return preferenceEmail(locale, d, {
    subject,
    preheader: d.items[0] ?? subject,
    paragraphs: [
      es
        ? "Esto es lo que ha pasado desde tu último resumen:"
        : "Here is what happened since your last digest:",
      ...d.items.map((item) => `• ${item}`),
    ],
    actionLabel: es ? "Abrir Encaja" : "Open Encaja",
  });
}

export function composeChatMessagesEmail(
  locale: EmailLocale,
  d: ChatMessagesEmailData,
): EmailContent {
  const es = locale === "es";
  const subject = es
    ? `${d.count} ${d.count === 1 ? "mensaje nuevo" : "mensajes nuevos"} de ${d.senderName}`
    : `${d.count} new ${d.count === 1 ? "message" : "messages"} from ${d.senderName}`;
  return preferenceEmail(locale, d, {
    subject,
    preheader: subject,
    paragraphs: [
      es
        ? `Tienes ${subject.charAt(0).toLowerCase()}${subject.slice(1)} en tu chat de Encaja.`
        : `You have ${subject} in your Encaja chat.`,
    ],
    actionLabel: es ? "Abrir el chat" : "Open the chat",
  });
}
