import {
  ErrorEnvelope,
  type Me,
  type RouteDefinition,
  type RouteInput,
  type RouteOutput,
  type RouteUrlParts,
  routes,
  routeUrl,
} from "@encaja/contracts";
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

type CallOptions = {
  session?: Session;
  /** The status expected; any 2xx when left out. */
  status?: number;
};

/**
 * One request to a route of the contracts' table (URL from the shared `routeUrl`, JSON body from
 * `input.body`), checked against the expected status. The answer is parsed with the route's
 * schema for that status, so set-up fails at once when the API answers off the contract; an
 * expected error status must carry the error envelope (use {@link apiRefusal} to read it).
 */
export async function apiCall<const R extends RouteDefinition>(
  request: APIRequestContext,
  route: R,
  input: RouteInput<R>,
  { session, status }: CallOptions = {},
): Promise<RouteOutput<R>> {
  const { code, text } = await send(request, route, input, session);
  const what = `${route.method} ${route.path}: ${text}`;
  if (status === undefined) expect(code, what).toBeLessThan(300);
  else expect(code, what).toBe(status);
  const schema = route.response[code];
  if (!schema) {
    if (code < 400) throw new Error(`${what} (status ${code} is not in the contract)`);
    ErrorEnvelope.parse(JSON.parse(text));
    return undefined as RouteOutput<R>;
  }
  return (code === 204 ? undefined : schema.parse(JSON.parse(text))) as RouteOutput<R>;
}

/** A request the API must refuse with `status`: answers its error envelope. */
export async function apiRefusal<const R extends RouteDefinition>(
  request: APIRequestContext,
  route: R,
  input: RouteInput<R>,
  { session, status }: CallOptions & { status: number },
): Promise<ErrorEnvelope> {
  const { code, text } = await send(request, route, input, session);
  expect(code, `${route.method} ${route.path}: ${text}`).toBe(status);
  return ErrorEnvelope.parse(JSON.parse(text));
}

async function send(
  request: APIRequestContext,
  route: RouteDefinition,
  input: unknown,
  session: Session | undefined,
): Promise<{ code: number; text: string }> {
  const { body, ...urlParts } = input as RouteUrlParts & { body?: unknown };
  const headers: Record<string, string> = { "X-Forwarded-For": clientAddress() };
  if (session) headers.Authorization = `Bearer ${session.token}`;
  if (session?.locale) headers["Accept-Language"] = session.locale;
  const response = await request.fetch(`${API_URL}${routeUrl(route, urlParts)}`, {
    method: route.method,
    headers,
    data: body,
  });
  return { code: response.status(), text: await response.text() };
}

/** The signed-in user of `session` (GET /users/me), which must have `role`. */
export async function signedInUser<const Role extends Me["role"]>(
  request: APIRequestContext,
  session: Session,
  role: Role,
): Promise<Extract<Me, { role: Role }>> {
  const me = await apiCall(request, routes.users.me, {}, { session });
  expect(me.role).toBe(role);
  return me as Extract<Me, { role: Role }>;
}

/** Signs a demo staff account in (by role: matchers, superAdmin, the interviewer) through the API. */
export async function staffSession(
  request: APIRequestContext,
  role: "matchers" | "superAdmin" | "hardInterviewer" = "matchers",
  locale?: "es" | "en",
): Promise<Session> {
  const { access_token } = await apiCall(request, routes.auth.login, {
    body: { email: demoAccounts[role].email, password: DEMO_PASSWORD, portal: "developer" },
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
  if (!token) throw new Error(`No token in the verification email to ${email}`);
  await apiCall(request, routes.auth.emailVerify, { body: { token } });
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
  const { access_token } = await apiCall(
    request,
    routes.auth.register,
    { body: { role: "customer", companyName: name, ...owner } },
    { status: 201 },
  );
  await verifyEmailByApi(request, owner.email);
  const session = { token: access_token };
  const me = await signedInUser(request, session, "customer");
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
  await apiCall(
    request,
    routes.invitations.create,
    { body: { type: "customerAssociate", email } },
    { session: company.session, status: 201 },
  );
  const link = new URL(linkIn((await readEmail(email)).text, /\/signup\/invitation\/customer\//));
  const token = link.searchParams.get("token");
  expect(token).toBeTruthy();
  const { access_token } = await apiCall(
    request,
    routes.auth.associateSignup,
    { body: { token: token!, email, password, fullName } },
    { status: 201 },
  );
  return { email, password, fullName, session: { token: access_token } };
}
