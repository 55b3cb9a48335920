import type { Page } from "@playwright/test";
import { expect, registerDeveloper, TOKEN_KEY, test } from "./support/fixtures";
import { storedItem } from "./support/session";

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
    // Scoped to the page: Next's route announcer is an (empty) alert too.
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "no se empezó en este navegador",
    );
    expect(await storedItem(page, TOKEN_KEY)).toBeNull();

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
    expect(await storedItem(page, TOKEN_KEY)).toBeNull();
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
    expect(await storedItem(page, TOKEN_KEY)).toBe(dev.token);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), FLOW_KEY)).toBeNull();
  });
});
