import type { Page } from "@playwright/test";
import { TOKEN_KEY } from "./fixtures";

/** What the page's localStorage holds under `key` (null when nothing). */
export const storedItem = (page: Page, key: string) =>
  page.evaluate((k) => window.localStorage.getItem(k), key);

/** The signed-in page's session token. */
export async function sessionToken(page: Page): Promise<string> {
  const value = await storedItem(page, TOKEN_KEY);
  if (!value) throw new Error("No session token");
  return value;
}

/**
 * Signs the page in with `token` from its next load on. Only when no token is stored: a
 * sign-out in the test is not undone by the next navigation.
 */
export async function signInWithToken(page: Page, token: string) {
  await page.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [TOKEN_KEY, token] as const,
  );
}
