import type { Me, Role } from "@encaja/contracts";

/** Label keys under Common.shell.nav and where they go. */
export type NavKey =
  | "dashboard"
  | "applications"
  | "assessments"
  | "profile"
  | "settings"
  | "customerDashboard"
  | "devSearch"
  | "matchers"
  | "interviewers"
  | "admin"
  | "budgets"
  | "team"
  | "integrations"
  | "accountSettings"
  | "chats";

export type NavItem = { key: NavKey; href: string };

const developer: NavItem[] = [
  { key: "dashboard", href: "/dashboard" },
  { key: "applications", href: "/dashboard/applications" },
  { key: "assessments", href: "/dashboard/assessments" },
  { key: "profile", href: "/dashboard/profile" },
  { key: "settings", href: "/settings" },
];
const customerAreas: NavItem[] = [
  { key: "customerDashboard", href: "/customers/dashboard" },
  { key: "devSearch", href: "/dev-search" },
  { key: "budgets", href: "/customers/dashboard/budgets" },
  { key: "team", href: "/customers/dashboard/team" },
  { key: "integrations", href: "/customers/dashboard/integrations" },
];
const customerSettings: NavItem = {
  key: "accountSettings",
  href: "/customers/dashboard/settings",
};
const matchers: NavItem[] = [
  { key: "matchers", href: "/matchers" },
  { key: "devSearch", href: "/dev-search" },
  { key: "interviewers", href: "/interviewers" },
  { key: "budgets", href: "/matchers/budgets" },
  { key: "chats", href: "/matchers/chats" },
];
const staffSettings: NavItem = { key: "accountSettings", href: "/matchers/settings" };

/** Each role's areas (ARCHITECTURE §2 page table). */
export const roleNav: Record<Role, NavItem[]> = {
  developer,
  customer: [...customerAreas, customerSettings],
  customerAssociate: [...customerAreas, customerSettings],
  matchers: [...matchers, staffSettings],
  superAdmin: [...matchers, { key: "admin", href: "/admin" }, staffSettings],
  hardInterviewer: [
    { key: "interviewers", href: "/interviewers" },
    { key: "accountSettings", href: "/interviewers/settings" },
  ],
};

/** Whether a nav item is the current section (the home only matches itself). */
export function isActive(item: NavItem, pathname: string, items: NavItem[]): boolean {
  if (pathname === item.href) return true;
  const isHome = items[0]?.href === item.href;
  return !isHome && pathname.startsWith(`${item.href}/`);
}

/** The name to greet a user with. */
export function displayName(user: Me): string {
  switch (user.role) {
    case "developer":
      return user.firstName || user.fullName || user.email;
    case "customer":
      return user.fullName || user.name || user.email;
    case "customerAssociate":
      return user.fullName || user.email;
    default:
      return user.fullName || user.email;
  }
}

export function fullNameOf(user: Me): string {
  if (user.role === "developer") return `${user.firstName} ${user.lastName}`.trim();
  return user.fullName || displayName(user);
}
