import { expectNoSeriousA11yIssues } from "./support/a11y";
import { createChatDeveloper, sendChatMessage, tinyPdf } from "./support/chat";
import { assertQuiet, watchConsole } from "./support/console-guard";
import { API_URL, expect, test, WEB_ORIGIN } from "./support/fixtures";
import { signInWithToken } from "./support/session";
import { FIRST_PAINT } from "./support/timeouts";

/**
 * The developer ↔ matchers chat. A matcher and a developer, each in their own
 * browser context, see each other's messages without reloading (the realtime socket), read
 * receipts, the matchers' inbox (unread first, search by name) and a PDF attachment.
 */

/** Live delivery (the socket; HTTP polling every ~10 s if it were down). */
const LIVE = { timeout: 15_000 };

// Each test signs in two people in two browser contexts and waits on live delivery.
test.describe.configure({ timeout: 120_000 });

test("a matcher and a developer chat live in two windows, with read receipts (es)", async ({
  page,
  browser,
  request,
  loginAs,
}, testInfo) => {
  const developer = await createChatDeveloper(request, "es");
  await loginAs("matchers");
  await page.goto(`/chats/${developer.chatId}`);
  await expect(page.getByRole("heading", { level: 1, name: developer.name })).toBeVisible(
    FIRST_PAINT,
  );

  const context = await browser.newContext();
  try {
    const devPage = await context.newPage();
    const devGuard = watchConsole(devPage, [WEB_ORIGIN, API_URL]);
    await signInWithToken(devPage, developer.session.token);
    await devPage.goto(`/chats/${developer.chatId}`);
    await expect(devPage.getByRole("heading", { level: 1, name: "Equipo Encaja" })).toBeVisible(
      FIRST_PAINT,
    );
    const devLog = devPage.getByRole("log", { name: "Mensajes de la conversación" });
    await expect(devLog.getByText("Todavía no hay mensajes. Escribe el primero.")).toBeVisible();

    await devPage.getByRole("textbox", { name: "Mensaje" }).fill("Hola, ¿hay novedades?");
    await devPage.getByRole("textbox", { name: "Mensaje" }).press("Enter");
    const mine = devLog.getByRole("article", { name: "Tú" }).filter({ hasText: "Hola, ¿hay" });
    await expect(mine).toBeVisible();

    const staffLog = page.getByRole("log", { name: "Mensajes de la conversación" });
    await expect(staffLog.getByText("Hola, ¿hay novedades?")).toBeVisible(LIVE);
    await page.getByRole("textbox", { name: "Mensaje" }).fill("¡Sí! Mira https://encaja.dev");
    await page.getByRole("button", { name: "Enviar", exact: true }).click();
    await expect(staffLog.getByRole("article", { name: "Tú" })).toContainText("¡Sí! Mira");

    const reply = devLog.getByRole("article").filter({ hasText: "¡Sí! Mira" });
    await expect(reply).toBeVisible(LIVE);
    await expect(reply.getByRole("link", { name: "https://encaja.dev" })).toBeVisible();
    // The matcher's page read the developer's message: the receipt turns to "Visto".
    await expect(mine.getByText("Visto")).toBeVisible(LIVE);
    await expect(staffLog.getByRole("article", { name: "Tú" })).toContainText("Visto", LIVE);
    await expectNoSeriousA11yIssues(devPage, "developer's chat");
    assertQuiet(devGuard, testInfo);
  } finally {
    await context.close();
  }
  await expectNoSeriousA11yIssues(page, "matcher's chat");
});

test("the inbox lists an unread conversation, search finds it and a PDF reaches the matcher (en)", async ({
  page,
  browser,
  request,
  loginAs,
}, testInfo) => {
  const developer = await createChatDeveloper(request, "en");
  await sendChatMessage(request, developer.session, developer.chatId, "Hello team, a question");
  await loginAs("matchers");
  await page.goto("/en/matchers/chats");
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible(FIRST_PAINT);
  await page.getByRole("searchbox", { name: "Search by name" }).fill(developer.lastName);
  await expect(page).toHaveURL(new RegExp(`q=${developer.lastName}`));
  const rows = page.getByRole("list", { name: "Conversations" }).getByRole("link");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(developer.name);
  await expect(rows.first()).toContainText("Hello team, a question");
  await expect(rows.first()).toContainText("1 unread");
  await expectNoSeriousA11yIssues(page, "inbox");

  await rows.first().click();
  await expect(page).toHaveURL(new RegExp(`/en/chats/${developer.chatId}$`));
  await expect(page.getByRole("heading", { level: 1, name: developer.name })).toBeVisible(
    FIRST_PAINT,
  );
  await page.getByRole("button", { name: "Take conversation" }).click();
  await expect(page.getByRole("button", { name: "Release" })).toBeVisible();

  const context = await browser.newContext();
  try {
    const devPage = await context.newPage();
    const devGuard = watchConsole(devPage, [WEB_ORIGIN, API_URL]);
    await signInWithToken(devPage, developer.session.token);
    await devPage.goto(`/en/chats/${developer.chatId}`);
    await expect(devPage.getByRole("heading", { level: 1, name: "Encaja team" })).toBeVisible(
      FIRST_PAINT,
    );
    await devPage.locator("input[type=file]").setInputFiles(tinyPdf);
    await expect(devPage.getByRole("button", { name: `Remove ${tinyPdf.name}` })).toBeVisible();
    await devPage.getByRole("button", { name: "Send", exact: true }).click();
    await expect(devPage.getByRole("button", { name: `Download ${tinyPdf.name}` })).toBeVisible();
    assertQuiet(devGuard, testInfo);
  } finally {
    await context.close();
  }
  const staffLog = page.getByRole("log", { name: "Conversation messages" });
  await expect(staffLog.getByRole("button", { name: `Download ${tinyPdf.name}` })).toBeVisible(
    LIVE,
  );
  await expectNoSeriousA11yIssues(page, "matcher's chat");
});
