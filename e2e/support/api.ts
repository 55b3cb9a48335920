import type { CustomerMe } from "@encaja/contracts";
import type { APIRequestContext } from "@playwright/test";
import {
  API_URL,
  DEMO_PASSWORD,
  demoAccounts,
  expect,
  linkIn,
  readEmail,
  uniqueEmail,
} from "./fixtures";

/**
 * Set-up through the API under test: each browser test creates the companies, offers,
 * developers and candidates it uses, so it depends neither on the demo data nor on another
 * test. Staff still sign in with the demo accounts (a role, not data).
 */

/** A signed-in API caller: its token and the language explanations are rendered in. */
export type Session = { token: string; locale?: "es" | "en" };

/**
 * Each set-up caller speaks as a client address of its own (X-Forwarded-For, believed from
 * loopback): the suite's many sign-ups would otherwise share one client's hourly limits.
 */
function clientAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `198.18.${byte()}.${byte()}`;
}

type Call = {
  method?: "GET" | "POST" | "PUT" | "PATCH";
  session?: Session;
  data?: unknown;
  /** The status expected; any 2xx when left out. */
  status?: number;
};

/** One API request that must succeed; answers its JSON body. */
export async function apiCall<T>(
  request: APIRequestContext,
  path: string,
  { method = "GET", session, data, status }: Call = {},
): Promise<T> {
  const headers: Record<string, string> = { "X-Forwarded-For": clientAddress() };
  if (session) headers.Authorization = `Bearer ${session.token}`;
  if (session?.locale) headers["Accept-Language"] = session.locale;
  const response = await request.fetch(`${API_URL}${path}`, { method, headers, data });
  const body = await response.text();
  if (status === undefined) {
    expect(response.status(), `${method} ${path}: ${body}`).toBeLessThan(300);
  } else {
    expect(response.status(), `${method} ${path}: ${body}`).toBe(status);
  }
  return (body ? JSON.parse(body) : undefined) as T;
}

/** Signs a demo staff account in (by role: matchers, superAdmin, the interviewer) through the API. */
export async function staffSession(
  request: APIRequestContext,
  role: "matchers" | "superAdmin" | "hardInterviewer" = "matchers",
  locale?: "es" | "en",
): Promise<Session> {
  const { access_token } = await apiCall<{ access_token: string }>(request, "/auth/login", {
    method: "POST",
    data: { email: demoAccounts[role].email, password: DEMO_PASSWORD, portal: "developer" },
  });
  return { token: access_token, ...(locale ? { locale } : {}) };
}

/** A short random word (letters only) that makes names and titles unique per test. */
export function uniqueWord(prefix = ""): string {
  const letters = Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 6);
  return `${prefix}${letters.padEnd(6, "x")}`;
}

/** ADR 0016: confirms an account's email with the token of the link the API emailed. */
export async function verifyEmailByApi(request: APIRequestContext, email: string): Promise<void> {
  const message = await readEmail(email, { subject: /Confirma tu correo|Confirm your email/ });
  const token = new URL(linkIn(message.text, /\/verify-email\//)).pathname.split("/").pop();
  await apiCall(request, "/auth/email/verify", { method: "POST", data: { token } });
}

export type Company = {
  customerId: string;
  name: string;
  owner: { email: string; password: string; fullName: string };
  session: Session;
};

/** A company signed up through the API by its owner (role customer), email confirmed. */
export async function createCompany(
  request: APIRequestContext,
  name = `Empresa ${uniqueWord("E")}`,
): Promise<Company> {
  const owner = {
    email: uniqueEmail("company"),
    password: "Empresa-Segura-2026",
    fullName: "Carla Cliente",
  };
  const { access_token } = await apiCall<{ access_token: string }>(request, "/auth/register", {
    method: "POST",
    status: 201,
    data: { role: "customer", companyName: name, ...owner },
  });
  await verifyEmailByApi(request, owner.email);
  const session = { token: access_token };
  const me = await apiCall<CustomerMe>(request, "/users/me", { session });
  return { customerId: me.customerId, name, owner, session };
}

export type Associate = { email: string; password: string; fullName: string; session: Session };

/** An associate of `company`: invited by its owner and registered through the emailed link. */
export async function createAssociate(
  request: APIRequestContext,
  company: Company,
  fullName = "Ada Asociada",
): Promise<Associate> {
  const email = uniqueEmail("associate");
  const password = "Asociada-Segura-2026";
  await apiCall(request, "/invitations", {
    method: "POST",
    status: 201,
    session: company.session,
    data: { type: "customerAssociate", email },
  });
  const link = new URL(linkIn((await readEmail(email)).text, /\/signup\/invitation\/customer\//));
  const token = link.searchParams.get("token");
  expect(token).toBeTruthy();
  const { access_token } = await apiCall<{ access_token: string }>(
    request,
    "/customer-associates/register",
    { method: "POST", status: 201, data: { token, email, password, fullName } },
  );
  return { email, password, fullName, session: { token: access_token } };
}
