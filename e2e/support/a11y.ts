import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Expects no serious or critical axe violation on the page (listed as "rule: targets" when
 * there are). Running animations end first: half-transparent text (a toast fading in) is not a
 * real contrast issue.
 */
export async function expectNoSeriousA11yIssues(page: Page, where?: string) {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  // Legacy mode runs axe in the page itself; the default finishes every run in a new blank
  // page, which doubled each check's time. It does not look inside iframes, so a page with
  // frames still gets the default. Only violations are collected: the passes are never read.
  const builder = new AxeBuilder({ page })
    .setLegacyMode(page.frames().length === 1)
    .options({ resultTypes: ["violations"] });
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious, where).toEqual([]);
}
