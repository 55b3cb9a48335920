import { routes } from "@encaja/contracts";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { apiCall, createCompany, staffSession } from "./support/api";
import { createDeveloper } from "./support/developers";
import { expect, test } from "./support/fixtures";
import { addCandidate, createOpenOffer, passTechnicalInterviews } from "./support/offers";
import { signInWithToken } from "./support/session";
import { FIRST_PAINT } from "./support/timeouts";

test("a developer's bell shows a staff pipeline move without a reload, and reading it clears the count (es)", async ({
  page,
  request,
}) => {
  const matcher = await staffSession(request, "matchers");
  const company = await createCompany(request);
  const offer = await createOpenOffer(request, matcher, { customerId: company.customerId });
  const developer = await createDeveloper(request, { country: "CL" });
  const candidate = await addCandidate(request, matcher, offer.id, developer);

  await signInWithToken(page, developer.session.token);
  await page.goto("/dashboard");
  const bell = page.getByRole("button", { name: /^Notificaciones/ });
  await expect(bell).toHaveAccessibleName("Notificaciones", FIRST_PAINT);

  // The move happens elsewhere (a matcher, through the API) while the page stays open.
  await passTechnicalInterviews(request, matcher, candidate);
  await expect(bell).toHaveAccessibleName("Notificaciones, 1 sin leer", { timeout: 20_000 });

  await bell.click();
  const item = page.getByRole("menuitem", { name: /ahora está: en entrevistas/ });
  await expect(item).toBeVisible();
  await expectNoSeriousA11yIssues(page, "the bell's menu");
  await item.click();
  await expect(page).toHaveURL(/\/dashboard\/applications$/);
  await expect(bell).toHaveAccessibleName("Notificaciones");
});

test("settings save a mode, and a broken unsubscribe link says so (en)", async ({
  page,
  request,
  consoleGuard,
}) => {
  const developer = await createDeveloper(request, { country: "CL" });
  await signInWithToken(page, developer.session.token);
  await page.goto("/en/settings/notifications");
  const applications = page.getByRole("radiogroup", { name: "My applications" });
  await applications.getByRole("radio", { name: "Daily digest" }).check(FIRST_PAINT);
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Preferences saved")).toBeVisible();
  await expectNoSeriousA11yIssues(page, "the notification settings");
  const saved = await apiCall(
    request,
    routes.notifications.settings,
    {},
    { session: developer.session },
  );
  expect(saved.settings).toContainEqual({ category: "applications", mode: "digest" });

  consoleGuard.allow({ status: 400, url: "/notifications/unsubscribe" });
  await page.goto(`/en/notifications/unsubscribe?token=${"x".repeat(40)}`);
  await expect(page.getByText("This unsubscribe link is not valid", { exact: false })).toBeVisible(
    FIRST_PAINT,
  );
  await expectNoSeriousA11yIssues(page, "the unsubscribe page");
});
