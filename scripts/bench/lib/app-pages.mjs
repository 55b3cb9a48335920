// The pages bench:app visits (in English, under /en), who visits them and what "data on screen"
// means for each; the pipeline board's interactions; typing in talent search.
import { eventMark, interactionSince, timeUntil } from "./page-metrics.mjs";
import { median } from "./stats.mjs";

const accounts = {
  matcher: { email: "matcher@demo.encaja.dev", portal: "developer", internal: true },
  customer: { email: "customer@demo.encaja.dev", portal: "customer", internal: false },
  developer: { email: "developer@demo.encaja.dev", portal: "developer", internal: false },
  interviewer: { email: "interviewer@demo.encaja.dev", portal: "developer", internal: false },
};

/**
 * In the page: the heading is there, nothing is loading (the app's loading states are MUI's
 * circular progress), and `selector` (the page's data) matches at least `min` elements.
 */
function dataShown({ selector, min }) {
  if (!document.querySelector("main h1, h1")) return false;
  if (document.querySelector(".MuiCircularProgress-root")) return false;
  if (selector && document.querySelectorAll(selector).length < (min ?? 1)) return false;
  return performance.now();
}

const page = (key, label, account, url, selector, min) => ({
  key,
  label,
  account: accounts[account],
  url,
  ready: dataShown,
  readyArg: { selector, min },
});

async function apiGet(apiUrl, token, path) {
  const response = await fetch(`${apiUrl}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The rows of the bench: the five pages of the table, then the 300-candidate board. */
export async function benchPages({ apiUrl, signIn, boardOfferId, demoOfferId }) {
  const customerToken = await signIn(apiUrl, accounts.customer.email, "customer");
  const customerOffers = await apiGet(apiUrl, customerToken, "/customers/me/offers");
  const customerOffer = (customerOffers.items ?? customerOffers)[0];
  if (!customerOffer) throw new Error("the demo customer has no offer");
  const cards = 'section[aria-labelledby^="column-"] li';
  return [
    page(
      "pipeline",
      "matcher's offer, pipeline tab",
      "matcher",
      `/en/matchers/offer/${demoOfferId}#pipeline`,
      cards,
    ),
    page(
      "talent",
      "talent search /dev-search",
      "matcher",
      "/en/dev-search",
      'section[aria-label="Results"] h2, section[aria-label="Results"] h3',
    ),
    page(
      "customer",
      "customer's offer",
      "customer",
      `/en/customers/dashboard/offers/${customerOffer.id}`,
    ),
    page("developer", "developer /dashboard", "developer", "/en/dashboard"),
    page("interviewer", "interviewer /interviewers", "interviewer", "/en/interviewers"),
    page(
      "board",
      "pipeline board, 300 candidates: open",
      "matcher",
      `/en/matchers/offer/${boardOfferId}#pipeline`,
      cards,
      20,
    ),
  ];
}

/** Lets the Event Timing entries of the last interaction reach the recorder. */
const flushEvents = (p) =>
  p.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));

/**
 * On the open board: the "Move to…" menu of a card (click to menu shown, then Escape), and a
 * card dragged to the last column (drop to move dialog shown, then cancelled); medians of `runs`.
 */
export async function boardInteractions(p, runs) {
  const menuTimes = [];
  const dragTimes = [];
  for (let i = 0; i < runs; i++) {
    const button = p.getByRole("button", { name: /^Move .+ to…$/ }).nth(i);
    let mark = await eventMark(p);
    await button.click();
    await p.getByRole("menu").waitFor();
    await flushEvents(p);
    menuTimes.push(await interactionSince(p, mark));
    await p.keyboard.press("Escape");
    await p.getByRole("menu").waitFor({ state: "hidden" });

    // To "Discarded", which every stage may move to (the dialog then asks why).
    const columns = p.locator('section[aria-labelledby^="column-"]');
    const card = columns.nth(0).locator("li").nth(i);
    mark = await eventMark(p);
    await card.dragTo(columns.last());
    const dialog = p.getByRole("dialog");
    await dialog.waitFor();
    await flushEvents(p);
    dragTimes.push(await interactionSince(p, mark));
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
  }
  return [
    ['"Move to…" menu', median(menuTimes)],
    ["drag and drop to the Discarded column", median(dragTimes)],
  ];
}

/**
 * Types a query into talent search a key at a time (120 ms apart, a brisk typist): the worst
 * keystroke's interaction latency, and the time from the last key until the results for the
 * whole text are on screen (Enter is pressed when the page does not search as one types).
 */
export async function talentTyping(p, spec) {
  const text = "react native";
  await p.goto(spec.url);
  await timeUntil(p, spec.ready, spec.readyArg);
  const box = p.getByLabel("Keywords");
  await box.click();
  const mark = await eventMark(p);
  let typed = 0;
  for (const key of text) {
    await p.keyboard.type(key);
    typed = await p.evaluate(() => performance.now());
    await p.waitForTimeout(120);
  }
  const searchedAsTyped = await p
    .waitForURL((url) => url.searchParams.get("q") === text, { timeout: 1500 })
    .then(() => true)
    .catch(() => false);
  if (!searchedAsTyped) await p.keyboard.press("Enter");
  const shown = await timeUntil(
    p,
    ({ q }) =>
      new URL(location.href).searchParams.get("q") === q &&
      !document.querySelector(".MuiCircularProgress-root") &&
      document.querySelector('section[aria-label="Results"] [role="status"]') &&
      performance.now(),
    { q: text },
  );
  await flushEvents(p);
  const worst = await interactionSince(p, mark);
  return [
    ["typing: worst keystroke", `${Math.round(worst)} ms (INP)`],
    [
      `typing: last key to results${searchedAsTyped ? "" : " (after Enter: no search as you type)"}`,
      `${Math.round(shown - typed)} ms`,
    ],
  ];
}
