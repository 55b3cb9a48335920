import type { Locale } from "@encaja/contracts";
import type { GoogleIdentity } from "./flow";

const MAX_NAME = 100;
const clip = (s: string, max = MAX_NAME) => s.trim().slice(0, max).trim();
const localPart = (email: string) => email.split("@")[0] ?? email;

/** Developer names: given/family name, else split `name`, else the email's local part. */
export function developerNames(identity: GoogleIdentity): { firstName: string; lastName: string } {
  if (identity.givenName) {
    return { firstName: clip(identity.givenName), lastName: clip(identity.familyName ?? "") };
  }
  if (identity.name) {
    const [first = "", ...rest] = identity.name.split(/\s+/);
    return { firstName: clip(first), lastName: clip(rest.join(" ")) };
  }
  return { firstName: clip(localPart(identity.email)), lastName: "" };
}

export function customerFullName(identity: GoogleIdentity): string {
  const joined = [identity.givenName, identity.familyName].filter(Boolean).join(" ");
  return clip(identity.name || joined || localPart(identity.email));
}

/**
 * A first company name for a company created by Google sign-in: the email domain's first
 * label, capitalised ("acme.io" → "Acme"). The owner edits it later.
 */
export function companyNameFromEmail(email: string, locale: Locale): string {
  const label = (email.split("@")[1] ?? "").split(".")[0] ?? "";
  if (label.length < 2) return locale === "en" ? "My company" : "Mi empresa";
  return clip(label.charAt(0).toUpperCase() + label.slice(1), 120);
}
