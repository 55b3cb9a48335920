import type { Role } from "./enums";

/** ARCHITECTURE §2: role homes. */
export const roleHomes: Record<Role, string> = {
  developer: "/dashboard",
  customer: "/customers/dashboard",
  customerAssociate: "/customers/dashboard",
  matchers: "/matchers",
  superAdmin: "/matchers",
  hardInterviewer: "/interviewers",
};

const customerSide: Role[] = ["customer", "customerAssociate", "matchers", "superAdmin"];
const staff: Role[] = ["matchers", "superAdmin"];

/**
 * ARCHITECTURE §2: the page→roles table as data. `{x}` matches one segment, a trailing
 * `/**` matches the page itself and everything below it. An empty list is public.
 */
export const pageRoles: ReadonlyArray<{ pattern: string; roles: readonly Role[] }> = [
  { pattern: "/", roles: [] },
  { pattern: "/login", roles: [] },
  { pattern: "/login/success", roles: [] },
  { pattern: "/login/failure", roles: [] },
  { pattern: "/signup", roles: [] },
  { pattern: "/signup/failure", roles: [] },
  { pattern: "/signup/invitation/{type}", roles: [] },
  { pattern: "/signup/invitation/customer/{type}", roles: [] },
  { pattern: "/signup/invited/{token}", roles: [] },
  { pattern: "/reset-password", roles: [] },
  { pattern: "/new-password/{token}", roles: [] },
  { pattern: "/verify-email/{token}", roles: [] },
  { pattern: "/pricing", roles: [] },
  { pattern: "/pricing/direct", roles: [] },
  { pattern: "/pricing/staffing", roles: [] },
  { pattern: "/privacy", roles: [] },
  { pattern: "/notifications/unsubscribe", roles: [] },
  { pattern: "/terms", roles: [] },
  { pattern: "/apply", roles: [] },
  { pattern: "/jobs", roles: [] },
  { pattern: "/jobs/{id}", roles: [] },
  { pattern: "/job-search", roles: [] },
  { pattern: "/developers", roles: [] },
  { pattern: "/hire", roles: [] },
  { pattern: "/hire/developer-details/{offer}", roles: [] },
  { pattern: "/hire/login/{offer}", roles: [] },
  { pattern: "/hire/signup/{offer}", roles: [] },
  { pattern: "/customers/login", roles: [] },
  { pattern: "/deep-profile/{slug}", roles: [] },
  { pattern: "/public-profile/{id}", roles: [] },
  { pattern: "/preview-hard", roles: [] },
  { pattern: "/assessments", roles: [] },
  { pattern: "/dashboard/**", roles: ["developer"] },
  { pattern: "/onboarding/**", roles: ["developer"] },
  { pattern: "/settings/**", roles: ["developer"] },
  { pattern: "/jobs/{id}/applied", roles: ["developer"] },
  { pattern: "/chats/{id}", roles: ["developer", ...staff] },
  { pattern: "/customers/dashboard/**", roles: customerSide },
  { pattern: "/customers/dashboard/integrations", roles: ["customer", "customerAssociate"] },
  { pattern: "/pricing/budgets/{id}", roles: customerSide },
  { pattern: "/dev-search", roles: customerSide },
  { pattern: "/devsearch", roles: customerSide },
  { pattern: "/profiles/{id}", roles: customerSide },
  { pattern: "/deep-profile/snapshot/{id}", roles: customerSide },
  { pattern: "/matchers/**", roles: staff },
  { pattern: "/matching-interview/{id}", roles: staff },
  { pattern: "/interviewers/**", roles: ["hardInterviewer", ...staff] },
  { pattern: "/admin/**", roles: ["superAdmin"] },
  // Named on its own: it reads voluntary self-identification, so it must never widen with /admin.
  { pattern: "/admin/fairness", roles: ["superAdmin"] },
];

function segments(path: string): string[] {
  return path.split("/").filter((s) => s.length > 0);
}

function matches(pattern: string, path: string): boolean {
  const p = segments(pattern);
  const s = segments(path);
  const deep = p[p.length - 1] === "**";
  const fixed = deep ? p.slice(0, -1) : p;
  if (deep ? s.length < fixed.length : s.length !== fixed.length) return false;
  return fixed.every((seg, i) => (seg.startsWith("{") && seg.endsWith("}") ? true : seg === s[i]));
}

/** Literal segments outrank `{param}` ones, so /deep-profile/snapshot/{id} beats /deep-profile/{slug}. */
function specificity(pattern: string): number {
  return segments(pattern).reduce(
    (sum, seg) => sum + (seg === "**" ? 0 : seg.startsWith("{") ? 1 : 2),
    0,
  );
}

/** The table row for a path (without locale prefix, query or hash), or undefined for unknown pages. */
export function findPageRule(path: string) {
  const clean = path.split(/[?#]/)[0] ?? "/";
  const candidates = pageRoles.filter((row) => matches(row.pattern, clean));
  return candidates.sort((a, b) => specificity(b.pattern) - specificity(a.pattern))[0];
}

export type AccessDecision = { allow: true } | { allow: false; redirect: string };

/**
 * Spec §4 access guard. Unknown pages are allowed (the app shows its not-found page).
 * Logged out on a protected page → /login?callback=<path>; wrong role → that role's home.
 */
export function canAccess(path: string, user: { role: Role } | null): AccessDecision {
  const rule = findPageRule(path);
  if (!rule || rule.roles.length === 0) return { allow: true };
  if (!user) return { allow: false, redirect: `/login?callback=${encodeURIComponent(path)}` };
  if (rule.roles.includes(user.role)) return { allow: true };
  return { allow: false, redirect: roleHomes[user.role] };
}

/** Spec §2: a callback is honoured only if it starts with a single '/' (not '//', not '/\'). */
export function isSafeCallback(callback: string | null | undefined): callback is string {
  if (!callback?.startsWith("/")) return false;
  if (callback.startsWith("//") || callback.startsWith("/\\")) return false;
  // Control characters let browsers normalise e.g. "/\t/evil" into "//evil".
  return !/[\u0000-\u001f\u007f]/.test(callback);
}

/** English pages live under /en; Spanish (the default) has no prefix. */
export function stripLocale(path: string): { locale: "es" | "en"; path: string } {
  if (path === "/en") return { locale: "en", path: "/" };
  if (path.startsWith("/en/")) return { locale: "en", path: path.slice(3) };
  return { locale: "es", path };
}
