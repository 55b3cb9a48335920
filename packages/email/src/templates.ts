import {
  type BudgetAnsweredData,
  type BudgetSentData,
  composeBudgetAnswered,
  composeBudgetSent,
  composeHireRequest,
  type HireRequestData,
} from "./commercial";
import {
  type CandidateDecidedData,
  composeCandidateDecided,
  composeDecisionReminder,
  type DecisionReminderData,
} from "./decisions";
import { composeInterviewInvite, type InterviewInviteData } from "./interview-invite";
import {
  type EmailContent,
  type EmailLocale,
  greeting,
  type RenderedEmail,
  renderHtml,
  renderText,
} from "./layout";
import {
  type ChatMessagesEmailData,
  composeChatMessagesEmail,
  composeNotificationDigest,
  composeNotificationEmail,
  type NotificationDigestData,
  type NotificationEmailData,
} from "./notifications";
import { composeOfferInvitation, type OfferInvitationData } from "./offer-invitation";
import { composeWebhookEndpointPaused, type WebhookEndpointPausedData } from "./webhooks";

/** The data each template needs. Every template carries the action `link`. */
export interface EmailTemplateData {
  "password-reset": { name?: string; link: string; expiresMinutes: number };
  invitation: {
    inviterName: string;
    kind: "customerAssociate" | "internal";
    customerName?: string;
    roleLabel?: string;
    link: string;
    expiresDays: number;
  };
  "profile-claim": { name?: string; link: string; expiresDays: number };
  "offer-invitation": OfferInvitationData;
  "email-verification": { name?: string; link: string; expiresHours: number };
  "interview-invite": InterviewInviteData;
  "candidate-decided": CandidateDecidedData;
  "decision-reminder": DecisionReminderData;
  "hire-request": HireRequestData;
  "budget-sent": BudgetSentData;
  "budget-answered": BudgetAnsweredData;
  notification: NotificationEmailData;
  "notification-digest": NotificationDigestData;
  "chat-messages": ChatMessagesEmailData;
  "webhook-endpoint-paused": WebhookEndpointPausedData;
}

export type EmailTemplate = keyof EmailTemplateData;

export const emailTemplates = [
  "password-reset",
  "invitation",
  "profile-claim",
  "offer-invitation",
  "email-verification",
  "interview-invite",
  "candidate-decided",
  "decision-reminder",
  "hire-request",
  "budget-sent",
  "budget-answered",
  "notification",
  "notification-digest",
  "chat-messages",
  "webhook-endpoint-paused",
] as const satisfies readonly EmailTemplate[];

type Compose<T extends EmailTemplate> = (
  locale: EmailLocale,
  data: EmailTemplateData[T],
) => EmailContent;

const minutes = (locale: EmailLocale, n: number) =>
  locale === "es"
    ? `${n} ${n === 1 ? "minuto" : "minutos"}`
    : `${n} ${n === 1 ? "minute" : "minutes"}`;

const days = (locale: EmailLocale, n: number) =>
  locale === "es" ? `${n} ${n === 1 ? "día" : "días"}` : `${n} ${n === 1 ? "day" : "days"}`;

const passwordReset: Compose<"password-reset"> = (locale, d) => {
  const valid = minutes(locale, d.expiresMinutes);
  if (locale === "es") {
    return {
      subject: "Restablece tu contraseña de Encaja",
      preheader: `Elige una nueva contraseña. El enlace caduca en ${valid}.`,
      greeting: greeting(locale, d.name),
      paragraphs: [
        "Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Encaja. Pulsa el botón para elegir una nueva.",
      ],
      action: { label: "Elegir una nueva contraseña", url: d.link },
      notes: [
        `El enlace es válido durante ${valid} y solo se puede usar una vez.`,
        "Si no lo has solicitado tú, puedes ignorar este correo: tu contraseña no cambiará.",
      ],
      footer:
        "Recibes este correo porque alguien ha solicitado restablecer la contraseña de la cuenta de Encaja asociada a esta dirección.",
    };
  }
  return {
    subject: "Reset your Encaja password",
    preheader: `Choose a new password. The link expires in ${valid}.`,
    greeting: greeting(locale, d.name),
    paragraphs: [
      "We received a request to reset the password of your Encaja account. Use the button below to choose a new one.",
    ],
    action: { label: "Choose a new password", url: d.link },
    notes: [
      `The link is valid for ${valid} and can only be used once.`,
      "If you did not ask for this, you can ignore this email: your password will not change.",
    ],
    footer:
      "You are receiving this email because someone asked to reset the password of the Encaja account linked to this address.",
  };
};

const invitation: Compose<"invitation"> = (locale, d) => {
  const valid = days(locale, d.expiresDays);
  const inviter = d.inviterName.trim() || (locale === "es" ? "Alguien" : "Someone");
  const customer = d.customerName?.trim() || undefined;
  const role = d.roleLabel?.trim() || undefined;
  if (locale === "es") {
    const internal = d.kind === "internal";
    return {
      subject: internal
        ? `${inviter} te invita a unirte al equipo de Encaja`
        : `${inviter} te invita a unirte a ${customer ?? "su empresa"} en Encaja`,
      preheader: `Acepta la invitación antes de ${valid}.`,
      greeting: greeting(locale),
      paragraphs: internal
        ? [
            `${inviter} te ha invitado a unirte al equipo de Encaja${role ? ` con el rol de ${role}` : ""}.`,
            "Crea tu cuenta para acceder a las herramientas internas de la plataforma.",
          ]
        : [
            `${inviter} te ha invitado a unirte a ${customer ? `la empresa ${customer}` : "su empresa"} en Encaja, la plataforma para contratar desarrolladores.`,
            "Crea tu cuenta para colaborar en sus ofertas y revisar candidatos con tu equipo.",
          ],
      action: { label: "Aceptar la invitación", url: d.link },
      notes: [`La invitación caduca en ${valid}.`],
      footer: `Recibes este correo porque ${inviter} ha invitado a esta dirección a Encaja. Si no esperabas esta invitación, puedes ignorarlo.`,
    };
  }
  const internal = d.kind === "internal";
  return {
    subject: internal
      ? `${inviter} invited you to join the Encaja team`
      : `${inviter} invited you to join ${customer ?? "their company"} on Encaja`,
    preheader: `Accept the invitation within ${valid}.`,
    greeting: greeting(locale),
    paragraphs: internal
      ? [
          `${inviter} has invited you to join the Encaja team${role ? ` as ${role}` : ""}.`,
          "Create your account to access the platform's internal tools.",
        ]
      : [
          `${inviter} has invited you to join ${customer ?? "their company"} on Encaja, the platform for hiring developers.`,
          "Create your account to collaborate on their job offers and review candidates with your team.",
        ],
    action: { label: "Accept the invitation", url: d.link },
    notes: [`The invitation expires in ${valid}.`],
    footer: `You are receiving this email because ${inviter} invited this address to Encaja. If you were not expecting it, you can ignore it.`,
  };
};

const profileClaim: Compose<"profile-claim"> = (locale, d) => {
  const valid = days(locale, d.expiresDays);
  if (locale === "es") {
    return {
      subject: "Tu perfil profesional en Encaja te está esperando",
      preheader: "Reclámalo eligiendo una contraseña.",
      greeting: greeting(locale, d.name),
      paragraphs: [
        "Hemos preparado tu perfil en Encaja a partir de tu información profesional pública.",
        "Reclámalo eligiendo una contraseña: podrás revisarlo, completarlo y decidir qué compartes con las empresas.",
      ],
      action: { label: "Reclamar mi perfil", url: d.link },
      notes: [`El enlace caduca en ${valid}.`, "Si no te interesa, puedes ignorar este correo."],
      footer:
        "Recibes este correo porque creamos un perfil en Encaja con datos públicos vinculados a esta dirección.",
    };
  }
  return {
    subject: "Your developer profile on Encaja is waiting for you",
    preheader: "Claim it by choosing a password.",
    greeting: greeting(locale, d.name),
    paragraphs: [
      "We put together a developer profile for you on Encaja from your public professional information.",
      "Claim it by choosing a password: you can then review it, complete it and decide what you share with companies.",
    ],
    action: { label: "Claim my profile", url: d.link },
    notes: [
      `The link expires in ${valid}.`,
      "If you are not interested, you can ignore this email.",
    ],
    footer:
      "You are receiving this email because we created an Encaja profile from public data linked to this address.",
  };
};

const hours = (locale: EmailLocale, n: number) =>
  locale === "es" ? `${n} ${n === 1 ? "hora" : "horas"}` : `${n} ${n === 1 ? "hour" : "hours"}`;

/** ADR 0016: the link that proves the address before the account can apply, invite or be presented. */
const emailVerification: Compose<"email-verification"> = (locale, d) => {
  const valid = hours(locale, d.expiresHours);
  if (locale === "es") {
    return {
      subject: "Confirma tu correo en Encaja",
      preheader: `Confirma tu dirección de correo. El enlace caduca en ${valid}.`,
      greeting: greeting(locale, d.name),
      paragraphs: [
        "Gracias por registrarte en Encaja. Pulsa el botón para confirmar que esta dirección de correo es tuya y activar tu cuenta por completo.",
      ],
      action: { label: "Confirmar mi correo", url: d.link },
      notes: [
        `El enlace es válido durante ${valid} y solo se puede usar una vez. Puedes pedir otro desde tu cuenta.`,
        "Si no has creado una cuenta en Encaja, puedes ignorar este correo.",
      ],
      footer:
        "Recibes este correo porque alguien ha creado una cuenta de Encaja con esta dirección.",
    };
  }
  return {
    subject: "Confirm your email on Encaja",
    preheader: `Confirm your email address. The link expires in ${valid}.`,
    greeting: greeting(locale, d.name),
    paragraphs: [
      "Thanks for signing up to Encaja. Use the button below to confirm this email address is yours and fully activate your account.",
    ],
    action: { label: "Confirm my email", url: d.link },
    notes: [
      `The link is valid for ${valid} and can only be used once. You can ask for a new one from your account.`,
      "If you did not create an Encaja account, you can ignore this email.",
    ],
    footer:
      "You are receiving this email because someone created an Encaja account with this address.",
  };
};

const composers: { [T in EmailTemplate]: Compose<T> } = {
  "password-reset": passwordReset,
  invitation,
  "profile-claim": profileClaim,
  "offer-invitation": composeOfferInvitation,
  "email-verification": emailVerification,
  "interview-invite": composeInterviewInvite,
  "candidate-decided": composeCandidateDecided,
  "decision-reminder": composeDecisionReminder,
  "hire-request": composeHireRequest,
  "budget-sent": composeBudgetSent,
  "budget-answered": composeBudgetAnswered,
  notification: composeNotificationEmail,
  "notification-digest": composeNotificationDigest,
  "chat-messages": composeChatMessagesEmail,
  "webhook-endpoint-paused": composeWebhookEndpointPaused,
};

/** Renders a template in the recipient's locale; every interpolated value is HTML-escaped. */
export function renderEmail<T extends EmailTemplate>(
  template: T,
  locale: EmailLocale,
  data: EmailTemplateData[T],
): RenderedEmail {
  const compose: Compose<T> = composers[template];
  const content = compose(locale, data);
  return {
    // One line, whatever the interpolated names contain.
    subject: content.subject.replace(/\s+/g, " ").trim(),
    text: renderText(locale, content),
    html: renderHtml(locale, content),
  };
}
