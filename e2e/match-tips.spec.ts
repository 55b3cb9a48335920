import { routes } from "@encaja/contracts";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { apiCall } from "./support/api";
import { DEMO_PASSWORD, demoAccounts, expect, test } from "./support/fixtures";
import { signInWithToken } from "./support/session";

async function signInDemoDeveloper(page: Page, request: APIRequestContext) {
  const { access_token } = await apiCall(request, routes.auth.login, {
    body: { email: demoAccounts.developer.email, password: DEMO_PASSWORD, portal: "developer" },
  });
  await signInWithToken(page, access_token);
}

test("the demo developer learns what kept them out of offers: dashboard (en), a closed application (es)", async ({
  page,
  request,
}) => {
  await signInDemoDeveloper(page, request);

  await page.goto("/en/dashboard");
  const tips = page.getByRole("region", { name: "How to match more offers" });
  await expect(tips.getByRole("listitem").first()).toBeVisible();
  await expect(tips).toContainText(
    /offers? (asked|needed|looked|shared|only accepted)|Your salary/,
  );
  await expectNoSeriousA11yIssues(page, "/en/dashboard");

  await page.goto("/dashboard/applications");
  const why = page.getByRole("button", { name: "¿Qué me dejó fuera?" });
  await expect(why).toHaveCount(1);
  await why.click();
  await expect(why).toHaveAttribute("aria-expanded", "true");
  const region = page.getByRole("region", { name: "Lo que te dejó fuera de esta oferta" });
  await expect(region.getByRole("listitem").first()).toBeVisible();
  await expect(region).toContainText(/oferta/);
  await expectNoSeriousA11yIssues(page, "/dashboard/applications");
});
