import type { EmailContent, EmailLocale } from "./layout";

/** One notification emailed at once (its wording already in the recipient's language). */
export interface NotificationEmailData {
  name?: string;
  /** One sentence saying what happened, e.g. "Your application to «X» moved to interview". */
  summary: string;
  link: string;
  /** The web page that switches this category's emails off. */
  unsubscribeLink: string;
}

/** The daily digest, one line per notification. */
export interface NotificationDigestData {
  name?: string;
  items: string[];
  link: string;
  unsubscribeLink: string;
}

/** A burst of chat messages the recipient has not read in time, as one email. */
export interface ChatMessagesEmailData {
  name?: string;
  count: number;
  senderName: string;
  link: string;
  unsubscribeLink: string;
}

const greet = (locale: EmailLocale, name?: string) => {
  const trimmed = name?.trim();
  if (locale === "es") return trimmed ? `Hola, ${trimmed}:` : "Hola:";
  return trimmed ? `Hi ${trimmed},` : "Hi,";
};

const stopNote = (locale: EmailLocale, link: string) =>
  locale === "es"
    ? `¿No quieres recibir estos correos? Date de baja: ${link}`
    : `Don't want these emails? Unsubscribe: ${link}`;

const footer = (locale: EmailLocale) =>
  locale === "es"
    ? "Recibes este correo según tus preferencias de notificaciones en Encaja (Ajustes › Notificaciones)."
    : "You are receiving this email because of your notification preferences on Encaja (Settings › Notifications).";

export function composeNotificationEmail(
  locale: EmailLocale,
  d: NotificationEmailData,
): EmailContent {
  const es = locale === "es";
  return {
    subject: d.summary,
    preheader: d.summary,
    greeting: greet(locale, d.name),
    paragraphs: [d.summary],
    action: { label: es ? "Verlo en Encaja" : "See it on Encaja", url: d.link },
    notes: [stopNote(locale, d.unsubscribeLink)],
    footer: footer(locale),
  };
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
  return {
    subject,
    preheader: d.items[0] ?? subject,
    greeting: greet(locale, d.name),
    paragraphs: [
      es
        ? "Esto es lo que ha pasado desde tu último resumen:"
        : "Here is what happened since your last digest:",
      ...d.items.map((item) => `• ${item}`),
    ],
    action: { label: es ? "Abrir Encaja" : "Open Encaja", url: d.link },
    notes: [stopNote(locale, d.unsubscribeLink)],
    footer: footer(locale),
  };
}

export function composeChatMessagesEmail(
  locale: EmailLocale,
  d: ChatMessagesEmailData,
): EmailContent {
  const es = locale === "es";
  const subject = es
    ? `${d.count} ${d.count === 1 ? "mensaje nuevo" : "mensajes nuevos"} de ${d.senderName}`
    : `${d.count} new ${d.count === 1 ? "message" : "messages"} from ${d.senderName}`;
  return {
    subject,
    preheader: subject,
    greeting: greet(locale, d.name),
    paragraphs: [
      es
        ? `Tienes ${subject.charAt(0).toLowerCase()}${subject.slice(1)} en tu chat de Encaja.`
        : `You have ${subject} in your Encaja chat.`,
    ],
    action: { label: es ? "Abrir el chat" : "Open the chat", url: d.link },
    notes: [stopNote(locale, d.unsubscribeLink)],
    footer: footer(locale),
  };
}
