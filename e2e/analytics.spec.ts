import type { Page } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import {
  API_URL,
  COLLECTORS_URL,
  DEMO_PASSWORD,
  demoAccounts,
  expect,
  loginThroughForm,
  registerDeveloper,
  test,
  uniqueEmail,
} from "./support/fixtures";

/** One PostHog event as the loopback collector decoded it (any of /e/, /i/v0/e/, /batch/, /s/). */
type CapturedEvent = {
  event: string;
  properties: Record<string, unknown> & { distinct_id?: string; $device_id?: string };
  $set?: Record<string, unknown>;
};

// PostHog drops events from browsers that look automated (HeadlessChrome, navigator.webdriver),
// as it should in production: these tests present an ordinary desktop Chrome instead.
test.use({
  userAgent:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
});
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false }),
  );
});

async function collectedEvents(): Promise<CapturedEvent[]> {
  const response = await fetch(`${COLLECTORS_URL}/requests?path=/`);
  const records = (await response.json()) as Array<{ path: string; body: string }>;
  return records.flatMap((record) => {
    try {
      const body = JSON.parse(record.body) as unknown;
      const list = Array.isArray(body) ? body : ((body as { batch?: unknown[] }).batch ?? [body]);
      return (list as CapturedEvent[]).filter((e) => typeof e?.event === "string" && e.properties);
    } catch {
      return []; // Not a PostHog batch (Sentry envelopes share the collector).
    }
  });
}

/** Polls the collector until an event matches (PostHog batches and flushes every few seconds). */
async function waitForEvent(matches: (event: CapturedEvent) => boolean): Promise<CapturedEvent> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const found = (await collectedEvents()).find(matches);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error("No matching analytics event reached the collector");
}

const POSTHOG_COOKIE = "ph_phc_e2e_encaja_posthog";
const url = (event: CapturedEvent) => String(event.properties.$current_url ?? "");
const marker = () => `e2e${Date.now()}${Math.random().toString(36).slice(2, 8)}`;

/** PostHog's cookies and storage entries in the page (none may exist before consent). */
async function posthogTraces(page: Page): Promise<string[]> {
  const cookies = (await page.context().cookies()).map((c) => c.name);
  const storage = await page.evaluate(() => [
    ...Object.keys(window.localStorage),
    ...Object.keys(window.sessionStorage),
  ]);
  return [...cookies, ...storage].filter((name) => /^(ph_|__ph_|_ph)/.test(name));
}

/** Every request the page makes to the collector, from now on. */
function collectorRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(COLLECTORS_URL)) seen.push(request.url());
  });
  return seen;
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: /^Cuenta de / }).click();
  await page.getByRole("menuitem", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL(/\/login\?callback=/);
}

test.describe("a visitor who has not chosen", () => {
  test.use({ analyticsConsent: "unset" });

  test("nothing is sent before consent; page views follow acceptance except on the login outcome pages; declining stops everything", async ({
    page,
  }) => {
    const visit = marker();
    const requests = collectorRequests(page);
    await page.goto(`/?visit=${visit}`);
    const banner = page.getByRole("region", { name: "Cookies y analítica" });
    await expect(banner).toBeVisible();
    await expectNoSeriousA11yIssues(page, "consent bar");
    await page.waitForTimeout(1000);
    expect(requests).toEqual([]);
    expect(await posthogTraces(page)).toEqual([]);

    await banner.getByRole("button", { name: "Aceptar analítica" }).click();
    await expect(banner).toBeHidden();
    const landing = await waitForEvent((e) => e.event === "$pageview" && url(e).includes(visit));
    const device = landing.properties.$device_id;
    expect(device).toBeTruthy();

    await page.goto("/login/success");
    await expect(page).toHaveURL(/\/login\/failure\?code=/);
    await page.goto("/en/login/failure?code=E0ARWG");
    await page.goto(`/pricing?visit=${visit}`);
    await waitForEvent(
      (e) => e.event === "$pageview" && url(e).includes(`/pricing?visit=${visit}`),
    );
    const pageviews = (await collectedEvents()).filter(
      (e) => e.event === "$pageview" && e.properties.$device_id === device,
    );
    expect(pageviews.filter((e) => /\/login\/(success|failure)/.test(url(e)))).toEqual([]);

    await page.getByRole("button", { name: "Preferencias de cookies" }).click();
    await expect(banner).toBeFocused();
    await banner.getByRole("button", { name: "Rechazar" }).click();
    await expect(banner).toBeHidden();
    expect(await posthogTraces(page)).toEqual([]);
    const declined = marker();
    await page.goto(`/developers?visit=${declined}`);
    requests.length = 0;
    await page.waitForTimeout(3500);
    expect(requests).toEqual([]);
    expect(await posthogTraces(page)).toEqual([]);
    expect((await collectedEvents()).filter((e) => url(e).includes(declined))).toEqual([]);
  });
});

test.describe("visitors who accepted", () => {
  test.use({ analyticsConsent: "granted" });

  test("a developer is identified by id and role, never by email, and logout starts a new anonymous visitor", async ({
    page,
    request,
  }) => {
    const developer = await registerDeveloper(request, uniqueEmail("analytics"));
    const me = await request.get(`${API_URL}/users/me`, {
      headers: { authorization: `Bearer ${developer.token}` },
    });
    const { userId } = (await me.json()) as { userId: string };

    await page.goto("/login");
    await loginThroughForm(page, developer.email, developer.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const identify = await waitForEvent(
      (e) => e.event === "$identify" && e.properties.distinct_id === userId,
    );
    expect(identify.$set).toMatchObject({ role: "developer" });
    const device = identify.properties.$device_id;
    const anonymous = identify.properties.$anon_distinct_id;

    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Analítica y cookies" });
    await expect(section.getByRole("button", { name: "Aceptar analítica" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expectNoSeriousA11yIssues(page, "settings analytics section");

    await signOut(page);
    const after = await waitForEvent(
      (e) =>
        e.event === "$pageview" &&
        e.properties.$device_id === device &&
        url(e).includes("/login?callback="),
    );
    expect(after.properties.distinct_id).not.toBe(userId);
    expect(after.properties.distinct_id).not.toBe(anonymous);
    const mine = (await collectedEvents()).filter((e) => e.properties.$device_id === device);
    expect(JSON.stringify(mine)).not.toContain(developer.email);
  });

  test("staff send nothing, also when a matcher signs in where a developer just signed out", async ({
    page,
    loginAs,
  }) => {
    const requests = collectorRequests(page);
    await loginAs("developer");
    const readDevice = async () => {
      const cookie = (await page.context().cookies()).find((c) => c.name === POSTHOG_COOKIE);
      return cookie
        ? (JSON.parse(decodeURIComponent(cookie.value)) as { $device_id?: string }).$device_id
        : undefined;
    };
    await expect.poll(readDevice, { timeout: 20_000 }).toBeTruthy();
    const device = await readDevice();
    await waitForEvent(
      (e) =>
        e.event === "$pageview" &&
        e.properties.$device_id === device &&
        url(e).endsWith("/dashboard"),
    );

    await signOut(page);
    await loginThroughForm(page, demoAccounts.matchers.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/matchers$/);
    await page.waitForTimeout(4000);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    requests.length = 0;
    await page.waitForTimeout(3500);
    expect(requests).toEqual([]);

    const mine = (await collectedEvents()).filter((e) => e.properties.$device_id === device);
    expect(mine.filter((e) => url(e).includes("/matchers"))).toEqual([]);
    expect(mine.filter((e) => e.$set?.role === "matchers")).toEqual([]);
  });
});
