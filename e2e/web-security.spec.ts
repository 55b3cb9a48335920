import type { Page } from "@playwright/test";
import { expect, registerDeveloper, TOKEN_KEY, test } from "./support/fixtures";

/** The script-src directive of a CSP header. */
const scriptSrc = (csp: string | undefined) =>
  (csp ?? "")
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src ")) ?? "";

test.describe("Content-Security-Policy and HSTS", () => {
  test("every path gets a nonce CSP without 'unsafe-inline' scripts, and HSTS", async ({
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
    const nonces = new Set<string>();
    for (const path of [
      "/",
      "/en/login",
      "/login/success",
      "/robots.txt",
      "/favicon.ico",
      "/runtime-config.js",
      "/sitemap.xml",
      "/no-such-page",
      asset,
    ]) {
      const res = await request.get(path, { maxRedirects: 0 });
      const headers = res.headers();
      const script = scriptSrc(headers["content-security-policy"]);
      expect(script, path).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
      expect(script, path).not.toContain("'unsafe-inline'");
      expect(headers["strict-transport-security"], path).toMatch(/max-age=\d{7,}/);
      nonces.add(/'nonce-([^']+)'/.exec(script)?.[1] ?? "");
    }
    // A fresh nonce per response.
    expect(nonces.size).toBe(9);
  });

  test("pages hydrate under the CSP, and an injected inline script does not run", async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto("/login");
    // Hydrated: the client-side form validation answers an empty submit.
    await page.getByRole("main").getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByText("Este campo es obligatorio.").first()).toBeVisible();
    expect(violations).toEqual([]);

    const ran = await page.evaluate(async () => {
      const w = window as unknown as { __injected?: boolean };
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return w.__injected === true;
    });
    expect(ran).toBe(false);
  });
});

const FLOW_KEY = "encaja.google_flow";

async function openSuccess(page: Page, fragment: URLSearchParams) {
  await page.goto(`/login/success#${fragment}`);
}

test.describe("/login/success accepts only a Google flow this tab started", () => {
  test("a crafted link with someone's token is refused and nothing is stored", async ({
    page,
    request,
  }) => {
    const attacker = await registerDeveloper(request);
    const fragment = new URLSearchParams({
      access_token: attacker.token,
      role: "developer",
      callback: "/dashboard",
    });
    await openSuccess(page, fragment);
    await expect(page).toHaveURL(/\/login\/failure\?code=E00GFB$/);
    await expect(page.getByRole("alert")).toContainText("no se empezó en este navegador");
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();

    // Even with the attacker's own flow value: this tab has another one (or none).
    await page.evaluate(
      ([key]) =>
        sessionStorage.setItem(
          key!,
          JSON.stringify({ flow: "victim-flow-0123456789", startedAt: Date.now() }),
        ),
      [FLOW_KEY],
    );
    fragment.set("flow", "attacker-flow-0123456789");
    await openSuccess(page, fragment);
    await expect(page).toHaveURL(/\/login\/failure\?code=E00GFB$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  });

  test("the fragment of a flow this tab started signs in, once", async ({ page, request }) => {
    const dev = await registerDeveloper(request);
    await page.goto("/login");
    const flow = "tab-flow-abcdefghijklmnop";
    await page.evaluate(
      ([key, value]) =>
        sessionStorage.setItem(key!, JSON.stringify({ flow: value, startedAt: Date.now() })),
      [FLOW_KEY, flow],
    );
    const fragment = new URLSearchParams({
      access_token: dev.token,
      role: "developer",
      callback: "/dashboard",
      flow,
    });
    await openSuccess(page, fragment);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBe(dev.token);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), FLOW_KEY)).toBeNull();
  });
});
