// Signed-in browser pages for the app benches: a demo account's token from the API, put where
// the web app keeps it before the page's scripts run, with the in-page recorder and the CPU
// slowdown.
import { installRecorder, pageFigures, schemasBuilt, settle, timeUntil } from "./page-metrics.mjs";

const DEMO_PASSWORD = "Encaja-Demo-2026";

export async function signIn(apiUrl, email, portal) {
  const response = await fetch(`${apiUrl}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "198.19.7.1" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, portal }),
  });
  if (response.status !== 200) throw new Error(`sign-in ${email}: ${await response.text()}`);
  return (await response.json()).access_token;
}

/** A browser context signed in as `account`, with the recorder and `throttle`× CPU slowdown. */
export async function signedInPage(browser, { webUrl, apiUrl, account, throttle }) {
  const token = await signIn(apiUrl, account.email, account.portal);
  const context = await browser.newContext({
    baseURL: webUrl,
    viewport: { width: 1366, height: 800 },
  });
  await context.addInitScript(
    ([t, internal]) => {
      // about:blank, between visits, has no storage.
      try {
        localStorage.setItem("encaja.access_token", t);
        localStorage.setItem("encaja.is_internal", internal);
      } catch {}
    },
    [token, String(account.internal)],
  );
  await installRecorder(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
  return { page, context, token };
}

/** One visit: navigation start to data on screen, then TBT up to when the page went quiet. */
export async function visit(page, spec) {
  // From a blank page: going to the same URL again (with a #tab) would not load a document.
  await page.goto("about:blank");
  await page.goto(spec.url, { waitUntil: "commit" });
  const shown = await timeUntil(page, spec.ready, spec.readyArg);
  const schemas = await schemasBuilt(page);
  await settle(page);
  const figures = await pageFigures(page, Number.POSITIVE_INFINITY);
  return { shown, schemas, schemasEnd: await schemasBuilt(page), ...figures };
}
