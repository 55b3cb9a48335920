import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";
import { assertQuiet, type ConsoleGuard, watchConsole } from "./console-guard";

export const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? "4100"}`;
export const WEB_ORIGIN = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? "3100"}`;
export const MAIL_URL = `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT ?? "2527"}`;
/** The loopback PostHog/Sentry stand-in (e2e/support/collectors.mjs). */
export const COLLECTORS_URL = `http://127.0.0.1:${process.env.E2E_COLLECTORS_PORT ?? "2528"}`;
export const DEMO_PASSWORD = "Encaja-Demo-2026";
export const TOKEN_KEY = "encaja.access_token";
export const INTERNAL_KEY = "encaja.is_internal";
export const CONSENT_KEY = "encaja.analytics_consent";

export const demoAccounts = {
  superAdmin: { email: "admin@demo.encaja.dev", home: "/matchers", portal: "developer" },
  matchers: { email: "matcher@demo.encaja.dev", home: "/matchers", portal: "developer" },
  hardInterviewer: {
    email: "interviewer@demo.encaja.dev",
    home: "/interviewers",
    portal: "developer",
  },
  customer: { email: "customer@demo.encaja.dev", home: "/customers/dashboard", portal: "customer" },
  customerAssociate: {
    email: "associate@demo.encaja.dev",
    home: "/customers/dashboard",
    portal: "customer",
  },
  developer: { email: "developer@demo.encaja.dev", home: "/dashboard", portal: "developer" },
} as const;

export type DemoRole = keyof typeof demoAccounts;

/** A unique address per test, so parallel tests never share an account. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.encaja.dev`;
}

/** Registers a fresh developer through the API. */
export async function registerDeveloper(request: APIRequestContext, email = uniqueEmail("dev")) {
  const password = "Reset-Journey-2026";
  const response = await request.post(`${API_URL}/auth/register`, {
    data: { role: "developer", email, password, firstName: "Lucía", lastName: "Prueba" },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, password, token: (await response.json()).access_token as string };
}

/** Signs in through the login form (the customer portal for company roles). */
export async function loginThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
}

/** Polls the capture server until an email to `to` arrives (matching `subject` if given). */
export async function readEmail(
  to: string,
  options: { subject?: RegExp; timeoutMs?: number } = {},
): Promise<{ to: string; subject: string; text: string; html: string }> {
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  while (Date.now() < deadline) {
    const response = await fetch(`${MAIL_URL}/messages?to=${encodeURIComponent(to)}`);
    const messages = (await response.json()) as Array<{
      to: string;
      subject: string;
      text: string;
      html: string;
    }>;
    const found = messages.find((m) => !options.subject || options.subject.test(m.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No email to ${to} within the timeout`);
}

/** The first link in an email's text matching a path pattern. */
export function linkIn(text: string, path: RegExp): string {
  const links = text.match(/https?:\/\/[^\s<>")\]]+/g) ?? [];
  const link = links.find((l) => path.test(l));
  if (!link) throw new Error(`No link matching ${path} in:\n${text}`);
  return link;
}

/**
 * ADR 0016: opens the verification link emailed to `email` (a password sign-up) in `page`
 * and waits for the confirmation, so the account may apply, invite and be presented.
 */
export async function verifyEmailThroughInbox(
  page: Page,
  email: string,
  options: { emails?: number } = {},
): Promise<void> {
  // A resend replaces the earlier link: wait for `emails` of them and open the newest.
  const subject = /Confirma tu correo|Confirm your email/;
  const wanted = options.emails ?? 1;
  const deadline = Date.now() + 20_000;
  let messages: Array<{ subject: string; text: string }> = [];
  while (Date.now() < deadline) {
    const response = await fetch(`${MAIL_URL}/messages?to=${encodeURIComponent(email)}`);
    messages = ((await response.json()) as typeof messages).filter((m) => subject.test(m.subject));
    if (messages.length >= wanted) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const message = messages.at(-1);
  if (!message || messages.length < wanted) throw new Error(`No verification email to ${email}`);
  const link = new URL(linkIn(message.text, /\/verify-email\//));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(
    page.getByText(/¡Listo! Tu correo está confirmado\.|Done! Your email is confirmed\./),
  ).toBeVisible({ timeout: 30_000 });
}

/** Polls the API's /health: the web server can be up before the API has finished seeding. */
export async function waitForApi(timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${API_URL}/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The API at ${API_URL} did not start within ${timeoutMs} ms`);
}

type Fixtures = {
  /** Signs a demo account in through the right login page and waits for its home. */
  loginAs: (role: DemoRole) => Promise<void>;
  /**
   * Automatic: the test fails on a console error or an answer >= 400 from the web or the API
   * in its page; `consoleGuard.allow({ status, url })` declares the ones a test provokes.
   */
  consoleGuard: ConsoleGuard;
  /** The analytics choice stored before the test ("unset": none, the consent bar asks). */
  analyticsConsent: "pending" | "granted" | "denied" | "unset";
};

export const test = base.extend<Fixtures, { apiReady: undefined }>({
  // Every worker waits for the API before its first test.
  apiReady: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixtures from a destructuring pattern.
    async ({}, use) => {
      await waitForApi(290_000);
      await use(undefined);
    },
    // Its own time limit: on a new database the API seeds its demo data after the web is up.
    { scope: "worker", auto: true, timeout: 300_000 },
  ],
  analyticsConsent: ["denied", { option: true }],
  // A storage state, not an init script: contexts a test opens itself (browser.newContext) get it too.
  storageState: async ({ storageState, analyticsConsent }, use) => {
    if (analyticsConsent === "unset" || storageState !== undefined) return use(storageState);
    const localStorage = [{ name: CONSENT_KEY, value: analyticsConsent }];
    await use({ cookies: [], origins: [{ origin: WEB_ORIGIN, localStorage }] });
  },
  consoleGuard: [
    async ({ page }, use, testInfo) => {
      const guard = watchConsole(page, [WEB_ORIGIN, API_URL]);
      await use(guard);
      assertQuiet(guard, testInfo);
    },
    { auto: true },
  ],
  // Signs in through the API and stores the session as the web's login does: the login form
  // itself is covered by identity.spec.ts, the other tests only need to be signed in.
  loginAs: async ({ page, request }, use) => {
    await use(async (role) => {
      const account = demoAccounts[role];
      const response = await request.post(`${API_URL}/auth/login`, {
        data: { email: account.email, password: DEMO_PASSWORD, portal: account.portal },
        headers: { "x-forwarded-for": `198.19.${Math.floor(Math.random() * 254) + 1}.1` },
      });
      expect(response.status(), await response.text()).toBe(200);
      const token = ((await response.json()) as { access_token: string }).access_token;
      // Any same-origin document gives access to the origin's storage; the icon is the cheapest.
      await page.goto("/favicon.ico");
      await page.evaluate(
        (items: Array<[string, string]>) => {
          for (const [key, value] of items) window.localStorage.setItem(key, value);
        },
        [
          [TOKEN_KEY, token],
          [INTERNAL_KEY, String(role === "matchers" || role === "superAdmin")],
        ] as Array<[string, string]>,
      );
      await page.goto(account.home);
      await expect(page).toHaveURL(new RegExp(`${account.home.replace(/\//g, "\\/")}$`));
    });
  },
});

export { expect };
