import type { Role } from "@encaja/contracts";
import { isInternalRole } from "../session/storage";

/** Spec §1: no page view on the login outcome pages (with or without the /en prefix). */
const SKIPPED_PATHS = new Set(["/login/success", "/login/failure"]);

export function isPageviewSkipped(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const path = trimmed === "/en" ? "/" : trimmed.startsWith("/en/") ? trimmed.slice(3) : trimmed;
  return SKIPPED_PATHS.has(path);
}

/** Who is using the browser, for analytics: staff are excluded entirely (spec §1). */
export type AnalyticsAudience = "internal" | "external" | "unknown";

/**
 * Decided from the me call's role when it is known, else from the stored internal flag
 * (spec §9, a boolean string) so a staff session is excluded before its me call answers.
 * A signed-in session whose role is not known yet waits ("unknown": nothing is sent).
 */
export function analyticsAudience(
  session: { signedIn: boolean; role: Role | null },
  storedInternalFlag: string | null,
): AnalyticsAudience {
  if (session.role) return isInternalRole(session.role) ? "internal" : "external";
  if (storedInternalFlag === "true") return "internal";
  return session.signedIn ? "unknown" : "external";
}
