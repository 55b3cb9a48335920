import type { Page } from "@playwright/test";
import { expect, registerDeveloper, TOKEN_KEY, test } from "./support/fixtures";

/** The script-src directive of a CSP header. */
const scriptSrc = (csp: string | undefined) =>
  (csp ?? "")
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src ")) ?? "";

type Violation = { directive: string; blocked: string };

/**
 * Records every CSP violation the page reports (Playwright's init scripts are not subject
 * to the page's CSP), so a test can read them with `violations(page)`.
 */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: Violation[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      w.__csp.push({ directive: event.violatedDirective, blocked: event.blockedURI });
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __csp?: Violation[] }).__csp ?? []);

test.describe("Content-Security-Policy and HSTS (ADR 0018)", () => {
  test("every path gets a fresh-nonce CSP without 'unsafe-inline' scripts, and HSTS", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const asset = await page.evaluate(
      () =>
        Array.from(document.scripts)
          .map((s) => s.getAttribute("src") ?? "")
          .find((src) => src.startsWith("/_next/static/")) ?? "",
    );
    expect(asset).not.toBe("");
    const paths = [
      "/",
      "/en",
      "/en/login",
      "/login/success",
      "/robots.txt",
      "/favicon.ico",
      "/icon.svg",
      "/manifest.webmanifest",
      "/runtime-config.js",
      "/sitemap.xml",
      "/no-such-page",
      "/no-such-file.txt",
      asset,
    ];
    const nonces = new Set<string>();
    for (const path of paths) {
      const res = await request.get(path, { maxRedirects: 0 });
      const headers = res.headers();
      const script = scriptSrc(headers["content-security-policy"]);
      expect(script, path).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
      expect(script, path).not.toContain("'unsafe-inline'");
      expect(headers["content-security-policy"], path).toContain("script-src-attr 'none'");
      const maxAge = /max-age=(\d+)/.exec(headers["strict-transport-security"] ?? "")?.[1];
      expect(Number(maxAge), path).toBeGreaterThanOrEqual(31_536_000);
      nonces.add(/'nonce-([^']+)'/.exec(script)?.[1] ?? "");
    }
    // A fresh nonce per response.
    expect(nonces.size).toBe(paths.length);

    // The page's own inline scripts carry the nonce of the CSP they were served with.
    const res = await request.get("/en/login");
    const nonce = /'nonce-([^']+)'/.exec(res.headers()["content-security-policy"] ?? "")?.[1];
    const html = await res.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1] ?? "");
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) {
      if (attributes.includes("application/ld+json")) continue;
      expect(attributes).toContain(`nonce="${nonce}"`);
    }
  });

  test("main pages hydrate with no CSP violation", async ({ page, loginAs }) => {
    await recordViolations(page);
    for (const path of ["/", "/en", "/job-search", "/pricing", "/signup", "/en/login"]) {
      await page.goto(path);
      await expect(page.getByRole("main")).toBeVisible();
      expect(await violations(page), path).toEqual([]);
    }
    // Hydrated: client-side validation answers an empty submit.
    await page.goto("/login");
    await page.getByRole("main").getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByText("Este campo es obligatorio.").first()).toBeVisible();
    expect(await violations(page)).toEqual([]);

    // Client-side navigations: sign-in's router.replace, then a role redirect.
    await loginAs("developer");
    await page.goto("/matchers");
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await violations(page)).toEqual([]);
  });

  test("an injected inline script does not run, and the page keeps working", async ({
    page,
    request,
    consoleGuard,
  }) => {
    // The browser reports the blocked script as a console error: expected here.
    consoleGuard.allow({ console: /Content Security Policy/ });
    await recordViolations(page);
    const dev = await registerDeveloper(request);
    await page.goto("/login");
    await page.evaluate(
      ([key, token]) => localStorage.setItem(key!, token!),
      [TOKEN_KEY, dev.token],
    );
    // The dashboard renders only once hydrated (the session lives in localStorage).
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Hola, Lucía" })).toBeVisible();

    const outcome = await page.evaluate(async () => {
      const w = window as unknown as { __injected?: boolean; __csp: Violation[] };
      const script = document.createElement("script");
      script.textContent = "window.__injected = localStorage.length > 0";
      document.body.append(script);
      const handler = document.createElement("img");
      handler.setAttribute("onerror", "window.__injected = true");
      handler.src = "data:,not-an-image";
      document.body.append(handler);
      // Let the browser fire the image's error event.
      await new Promise((resolve) => handler.addEventListener("error", resolve, { once: true }));
      return { ran: w.__injected === true, directives: w.__csp.map((v) => v.directive) };
    });
    expect(outcome.ran).toBe(false);
    expect(outcome.directives).toContain("script-src-elem");
    // The violation event is queued as a task: it may arrive after the image's error event.
    await expect
      .poll(async () => (await violations(page)).map((v) => v.directive))
      .toContain("script-src-attr");
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).not.toBe(
      true,
    );

    // The app still works after the attempt: the account menu opens.
    await page.getByRole("button", { name: /^Cuenta de / }).click();
    await expect(page.getByRole("menu").getByText(dev.email)).toBeVisible();
  });
});
