/** Header navigation (ARCHITECTURE §4): label keys under Common.nav and their paths. */
export const navItems = [
  { key: "companies", href: "/" },
  { key: "developers", href: "/developers" },
  { key: "jobs", href: "/jobs" },
  { key: "pricing", href: "/pricing" },
] as const;

export const signInPath = "/login";

/** Whether a nav item is the current page (or a section the page belongs to). */
export function isCurrent(href: string, pathname: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}
