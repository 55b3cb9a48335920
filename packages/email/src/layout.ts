/** Shared email layout: one structured content, rendered as plain text and as inline-styled HTML. */

export type EmailLocale = "es" | "en";

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** What a template says; every string is plain text (the layout escapes it for HTML). */
export interface EmailContent {
  subject: string;
  /** Short preview line shown by mail clients next to the subject. */
  preheader: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** Smaller print under the button (expiry, "ignore if not you"). */
  notes: string[];
  /** Why the recipient got this email. */
  footer: string;
}

/** The salutation line: the name when there is one, in the email's language. */
export const greeting = (locale: EmailLocale, name?: string) => {
  const trimmed = name?.trim();
  if (locale === "es") return trimmed ? `Hola, ${trimmed}:` : "Hola:";
  return trimmed ? `Hi ${trimmed},` : "Hi,";
};

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/** Only absolute http(s) links may become buttons (no `javascript:` and friends). */
export function assertSafeUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`email link is not an absolute URL: ${url}`);
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw new Error(`email link must be http(s): ${url}`);
  }
  return url;
}

const COPY = {
  es: {
    orCopy: "Si el botón no funciona, copia y pega este enlace en tu navegador:",
    team: "El equipo de Encaja",
  },
  en: {
    orCopy: "If the button does not work, copy and paste this link into your browser:",
    team: "The Encaja team",
  },
} as const;

const BRAND = "#4338ca";
const TEXT = "#1f2937";
const MUTED = "#4b5563";
const FONT =
  "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

export function renderText(locale: EmailLocale, c: EmailContent): string {
  const copy = COPY[locale];
  return [
    c.greeting,
    ...c.paragraphs,
    `${c.action.label}: ${c.action.url}`,
    ...c.notes,
    `${copy.team}\nEncaja`,
    `--\n${c.footer}`,
  ].join("\n\n");
}

export function renderHtml(locale: EmailLocale, c: EmailContent): string {
  const copy = COPY[locale];
  const url = escapeHtml(assertSafeUrl(c.action.url));
  const p = (
    text: string,
    style = `margin:0 0 16px;font-size:16px;line-height:24px;color:${TEXT}`,
  ) => `<p style="${style}">${escapeHtml(text)}</p>`;
  const small = `margin:0 0 12px;font-size:14px;line-height:20px;color:${MUTED}`;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(c.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f4f6;${FONT}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(c.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f6">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border-radius:8px">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e5e7eb">
<span style="${FONT};font-size:24px;font-weight:700;color:${BRAND};letter-spacing:-0.5px">Encaja</span>
</td></tr>
<tr><td style="padding:32px">
${p(c.greeting)}
${c.paragraphs.map((text) => p(text)).join("\n")}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px">
<tr><td style="border-radius:6px;background-color:${BRAND}">
<a href="${url}" target="_blank" rel="noopener" style="display:inline-block;padding:12px 24px;${FONT};font-size:16px;font-weight:600;line-height:24px;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(c.action.label)}</a>
</td></tr>
</table>
${p(copy.orCopy, small)}
<p style="margin:0 0 24px;font-size:14px;line-height:20px;word-break:break-all"><a href="${url}" style="color:${BRAND};text-decoration:underline">${url}</a></p>
${c.notes.map((text) => p(text, small)).join("\n")}
${p(copy.team, `margin:24px 0 0;font-size:16px;line-height:24px;color:${TEXT}`)}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e5e7eb">
${p(c.footer, `margin:0;font-size:12px;line-height:18px;color:${MUTED}`)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
