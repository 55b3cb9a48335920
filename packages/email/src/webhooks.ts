import { type EmailContent, type EmailLocale, greeting } from "./layout";

/** Data of the "webhook-endpoint-paused" email: deliveries kept failing, so the endpoint was paused. */
export interface WebhookEndpointPausedData {
  name?: string;
  /** The endpoint's URL. */
  url: string;
  /** The company's integrations page, where it is resumed. */
  link: string;
}

export function composeWebhookEndpointPaused(
  locale: EmailLocale,
  d: WebhookEndpointPausedData,
): EmailContent {
  if (locale === "es")
    return {
      subject: "Hemos pausado un webhook de tu empresa en Encaja",
      preheader: "Las entregas fallaban desde hace horas. Revísalo y reactívalo.",
      greeting: greeting(locale, d.name),
      paragraphs: [
        `Las entregas a ${d.url} han fallado durante horas sin ninguna respuesta correcta, así que hemos pausado ese webhook para no seguir enviando eventos a una dirección que no los recibe.`,
        "En el registro de entregas verás qué respondió el servidor. Cuando lo hayas corregido, reactiva el webhook: las entregas pendientes se reanudan y puedes reenviar las que fallaron.",
      ],
      action: { label: "Revisar los webhooks", url: d.link },
      notes: [],
      footer:
        "Recibes este correo porque eres la persona titular de la cuenta de la empresa en Encaja.",
    };
  return {
    subject: "We paused one of your company's webhooks on Encaja",
    preheader: "Deliveries had been failing for hours. Check it and resume it.",
    greeting: greeting(locale, d.name),
    paragraphs: [
      `Deliveries to ${d.url} kept failing for hours without a single successful answer, so we paused that webhook rather than keep sending events to an address that does not take them.`,
      "The delivery log shows what the server answered. Once it is fixed, resume the webhook: pending deliveries continue and you can redeliver the failed ones.",
    ],
    action: { label: "Review webhooks", url: d.link },
    notes: [],
    footer: "You are receiving this email because you own your company's Encaja account.",
  };
}
