import { type EmailContent, type EmailLocale, greeting } from "./layout";

/** Data of the "offer-invitation" email: a matcher invites a developer to an offer. */
export interface OfferInvitationData {
  name?: string;
  offerTitle: string;
  /** Omitted when the offer is confidential. */
  companyName?: string;
  inviterName?: string;
  link: string;
}

export function composeOfferInvitation(locale: EmailLocale, d: OfferInvitationData): EmailContent {
  const title = d.offerTitle.trim();
  const company = d.companyName?.trim() || undefined;
  if (locale === "es") {
    return {
      subject: `Te invitamos a postularte: ${title}`,
      preheader: company
        ? `${company} busca a alguien como tú. Revisa la oferta y respóndenos.`
        : "Una empresa busca a alguien como tú. Revisa la oferta y respóndenos.",
      greeting: greeting(locale, d.name),
      paragraphs: [
        `${d.inviterName?.trim() || "El equipo de Encaja"} cree que encajas en la oferta «${title}»${company ? ` de ${company}` : ""}.`,
        "Revisa la descripción, los requisitos y las condiciones, y dinos si te interesa. Si aceptas, te acompañaremos en el resto del proceso.",
      ],
      action: { label: "Ver la invitación", url: d.link },
      notes: ["Si no te interesa, puedes rechazarla desde el mismo enlace: no afecta a tu perfil."],
      footer:
        "Recibes este correo porque tienes un perfil profesional en Encaja. Puedes ajustar tus notificaciones en la configuración de tu cuenta.",
    };
  }
  return {
    subject: `You're invited to apply: ${title}`,
    preheader: company
      ? `${company} is looking for someone like you. Review the offer and let us know.`
      : "A company is looking for someone like you. Review the offer and let us know.",
    greeting: greeting(locale, d.name),
    paragraphs: [
      `${d.inviterName?.trim() || "The Encaja team"} thinks you are a great fit for the "${title}" position${company ? ` at ${company}` : ""}.`,
      "Review the description, requirements and conditions, and tell us whether you are interested. If you accept, we will guide you through the rest of the process.",
    ],
    action: { label: "View the invitation", url: d.link },
    notes: ["Not interested? You can decline from the same link: it does not affect your profile."],
    footer:
      "You are receiving this email because you have a developer profile on Encaja. You can adjust your notifications in your account settings.",
  };
}
