import { describe, expect, it } from "vitest";
import type { EmailLocale } from "./layout";
import { escapeHtml } from "./layout";
import { type EmailTemplate, type EmailTemplateData, renderEmail } from "./templates";

const link = "https://encaja.test/new-password/tok_123?a=1&b=2";
const htmlLink = "https://encaja.test/new-password/tok_123?a=1&amp;b=2";

const samples: { [T in EmailTemplate]: EmailTemplateData[T] } = {
  "password-reset": { name: "Ana", link, expiresMinutes: 30 },
  invitation: {
    inviterName: "Bea",
    kind: "customerAssociate",
    customerName: "Acme",
    link,
    expiresDays: 7,
  },
  "profile-claim": { name: "Carlos", link, expiresDays: 14 },
  "offer-invitation": { name: "Dana", offerTitle: "Backend Node.js", companyName: "Acme", link },
  "email-verification": { name: "Eva", link, expiresHours: 24 },
  "interview-invite": {
    name: "Fer",
    change: "scheduled",
    type: "hard",
    audience: "developer",
    withName: "Gael",
    startsAt: "2026-12-01T09:00:00.000Z",
    timeZone: "Europe/Madrid",
    durationMinutes: 60,
    link,
  },
  "candidate-decided": {
    name: "Hugo",
    offerTitle: "Backend Node.js",
    companyName: "Acme",
    deciderName: "Iris",
    candidateName: "Juana Pérez",
    decision: "not_approved",
    reasonLabel: "Seniority",
    feedback: "Needs more AWS",
    link,
  },
  "decision-reminder": {
    name: "Kim",
    offerTitle: "Backend Node.js",
    candidateHeadline: "Senior backend developer",
    waitingDays: 3,
    audience: "customer",
    link,
  },
  "hire-request": { name: "Lu", companyName: "Acme", summary: "Backend, senior", link },
  "budget-sent": {
    name: "Mo",
    companyName: "Acme",
    budgetTitle: "Two backend developers",
    version: 2,
    total: "USD 12,000.00",
    validUntil: "31 Dec 2026",
    link,
  },
  "budget-answered": {
    name: "Ni",
    companyName: "Acme",
    budgetTitle: "Two backend developers",
    version: 1,
    decision: "accepted",
    responderName: "Olga",
    comment: "Go ahead",
    link,
  },
  notification: {
    name: "Pia",
    summary: "Tu candidatura a Backend Node.js avanzó",
    link,
    unsubscribeLink: "https://encaja.test/notifications/unsubscribe?token=abc",
  },
  "notification-digest": {
    name: "Quim",
    items: ["Uno", "Dos"],
    link,
    unsubscribeLink: "https://encaja.test/notifications/unsubscribe?token=abc",
  },
  "chat-messages": {
    name: "Rut",
    count: 3,
    senderName: "Sara",
    link,
    unsubscribeLink: "https://encaja.test/notifications/unsubscribe?token=abc",
  },
  "webhook-endpoint-paused": { name: "Rut", url: "https://hooks.example.com/encaja", link },
};

const expected: Record<EmailTemplate, Record<EmailLocale, RegExp>> = {
  "password-reset": { es: /contraseña/, en: /password/ },
  invitation: { es: /Bea te invita a unirte a Acme/, en: /Bea invited you to join Acme/ },
  "profile-claim": { es: /perfil/, en: /profile/ },
  "offer-invitation": {
    es: /Te invitamos a postularte: Backend Node.js/,
    en: /invited to apply: Backend Node.js/,
  },
  "email-verification": { es: /Confirma tu correo/, en: /Confirm your email/ },
  "interview-invite": {
    es: /Nueva entrevista técnica con Gael/,
    en: /New technical interview with Gael/,
  },
  "candidate-decided": {
    es: /Acme no aprobó a Juana Pérez \(Backend Node.js\)/,
    en: /Acme did not approve Juana Pérez \(Backend Node.js\)/,
  },
  "decision-reminder": {
    es: /espera respuesta desde hace 3 días: Backend Node.js/,
    en: /waited 3 days for an answer: Backend Node.js/,
  },
  "hire-request": {
    es: /Nueva solicitud de contratación de Acme/,
    en: /New hire request from Acme/,
  },
  "budget-sent": {
    es: /Presupuesto actualizado \(versión 2\)/,
    en: /Budget updated \(version 2\)/,
  },
  "budget-answered": { es: /Acme aceptó el presupuesto/, en: /Acme accepted the budget/ },
  notification: { es: /Backend Node.js avanzó/, en: /Backend Node.js avanzó/ },
  "notification-digest": {
    es: /resumen diario de Encaja: 2 novedades/,
    en: /daily digest: 2 updates/,
  },
  "chat-messages": { es: /3 mensajes nuevos de Sara/, en: /3 new messages from Sara/ },
  "webhook-endpoint-paused": {
    es: /pausado un webhook/,
    en: /paused one of your company's webhooks/,
  },
};

const render = <T extends EmailTemplate>(t: T, locale: EmailLocale, data: EmailTemplateData[T]) =>
  renderEmail(t, locale, data);

describe("renderEmail", () => {
  for (const template of Object.keys(samples) as EmailTemplate[]) {
    for (const locale of ["es", "en"] as const) {
      it(`${template} (${locale}) has subject, the link in text and html, and the layout`, () => {
        const email = render(template, locale, samples[template]);
        expect(email.subject).toMatch(expected[template][locale]);
        expect(email.text).toContain(link);
        expect(email.html).toContain(`href="${htmlLink}"`);
        expect(email.html).toContain(`>${htmlLink}</a>`);
        expect(email.html).toContain(`<html lang="${locale}">`);
        expect(email.html).toContain("Encaja");
        expect(email.text).toContain(locale === "es" ? "Recibes este correo" : "You are receiving");
        expect(email.html).toContain(locale === "es" ? "Recibes este correo" : "You are receiving");
      });
    }
  }

  it("password-reset states validity, single use and the ignore line", () => {
    const es = renderEmail("password-reset", "es", samples["password-reset"]);
    expect(es.text).toContain("30 minutos");
    expect(es.text).toContain("solo se puede usar una vez");
    expect(es.text).toContain("puedes ignorar este correo");
    expect(es.text).toContain("Hola, Ana:");
    const en = renderEmail("password-reset", "en", { link, expiresMinutes: 30 });
    expect(en.text).toContain("30 minutes");
    expect(en.text).toContain("can only be used once");
    expect(en.text).toContain("you can ignore this email");
    expect(en.text.startsWith("Hi,")).toBe(true);
  });

  it("internal invitations mention the Encaja team and the role", () => {
    const data: EmailTemplateData["invitation"] = {
      inviterName: "Dana",
      kind: "internal",
      roleLabel: "Matcher",
      link,
      expiresDays: 1,
    };
    const es = renderEmail("invitation", "es", data);
    expect(es.subject).toBe("Dana te invita a unirte al equipo de Encaja");
    expect(es.text).toContain("con el rol de Matcher");
    expect(es.text).toContain("1 día.");
    const en = renderEmail("invitation", "en", data);
    expect(en.subject).toBe("Dana invited you to join the Encaja team");
    expect(en.text).toContain("as Matcher");
    expect(en.text).toContain("1 day.");
  });

  it("associate invitations without a company name still read well", () => {
    const data = { inviterName: "Eva", kind: "customerAssociate" as const, link, expiresDays: 7 };
    expect(renderEmail("invitation", "es", data).subject).toBe(
      "Eva te invita a unirte a su empresa en Encaja",
    );
    expect(renderEmail("invitation", "en", data).subject).toBe(
      "Eva invited you to join their company on Encaja",
    );
  });

  it("escapes interpolated values in HTML and keeps subjects on one line", () => {
    const evil = `<script>alert("x")</script>`;
    for (const locale of ["es", "en"] as const) {
      const reset = renderEmail("password-reset", locale, { name: evil, link, expiresMinutes: 30 });
      const invite = renderEmail("invitation", locale, {
        inviterName: `${evil}\r\nBcc: x@evil.test`,
        kind: "customerAssociate",
        customerName: evil,
        link,
        expiresDays: 7,
      });
      const claim = renderEmail("profile-claim", locale, { name: evil, link, expiresDays: 14 });
      for (const email of [reset, invite, claim]) {
        expect(email.html).not.toContain("<script>");
        expect(email.html).toContain(escapeHtml(evil));
      }
      expect(invite.subject).not.toMatch(/[\r\n]/);
      expect(reset.text).toContain(evil);
    }
  });

  it("refuses non-http links", () => {
    expect(() =>
      renderEmail("password-reset", "en", { link: "javascript:alert(1)", expiresMinutes: 30 }),
    ).toThrow(/http/);
  });

  it("candidate-decided names the decider and carries the reason and feedback", () => {
    const en = renderEmail("candidate-decided", "en", samples["candidate-decided"]);
    expect(en.text).toContain("Iris (Acme) rejected Juana Pérez");
    expect(en.text).toContain("Reason: Seniority.");
    expect(en.text).toContain("Feedback: Needs more AWS");
    const es = renderEmail("candidate-decided", "es", {
      ...samples["candidate-decided"],
      decision: "approved",
      reasonLabel: undefined,
      feedback: "",
    });
    expect(es.subject).toBe("Acme aprobó a Juana Pérez (Backend Node.js)");
    expect(es.text).not.toContain("Motivo");
    expect(es.text).not.toContain("Comentarios");
  });

  it("interview-invite writes the time in the recipient's zone and names it, subject included", () => {
    const base = { ...samples["interview-invite"], startsAt: "2026-12-01T14:00:00.000Z" };
    const es = renderEmail("interview-invite", "es", {
      ...base,
      timeZone: "America/Argentina/Buenos_Aires",
    });
    const zoned = "martes, 1 de diciembre de 2026, 11:00 (hora estándar de Argentina, GMT-3)";
    expect(es.subject).toContain(zoned);
    expect(es.text).toContain(`es el ${zoned} y dura 60 minutos`);
    const en = renderEmail("interview-invite", "en", { ...base, timeZone: "UTC" });
    expect(en.subject).toContain("Tuesday, 1 December 2026 at 14:00 (UTC)");
    const unknown = renderEmail("interview-invite", "en", { ...base, timeZone: "Mars/Base" });
    expect(unknown.text).toContain("at 14:00 (UTC)");
  });

  it("decision-reminder speaks to matchers differently and counts one day", () => {
    const en = renderEmail("decision-reminder", "en", {
      ...samples["decision-reminder"],
      audience: "matcher",
      waitingDays: 1,
    });
    expect(en.subject).toContain("waited 1 day for");
    expect(en.text).toContain("a follow-up may help");
  });
});
