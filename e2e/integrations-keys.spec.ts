import { expectNoSeriousA11yIssues } from "./support/a11y";
import { uniqueWord } from "./support/api";
import { API_URL, expect, test, WEB_ORIGIN } from "./support/fixtures";
import { FIRST_PAINT } from "./support/timeouts";

/**
 * API keys: the demo customer creates one on the integrations page, sees it once, reads the
 * company's offers with it as `Authorization: Bearer ek_…`, revokes it, and the same call is
 * then refused.
 */

const texts = {
  es: {
    prefix: "",
    title: "Integraciones",
    section: "Claves de API",
    create: "Crear clave",
    dialog: "Nueva clave de API",
    name: /^Nombre/,
    submit: "Crear clave",
    secretDialog: "Copia tu nueva clave",
    keyField: (name: string) => `Clave de API «${name}»`,
    copy: "Copiar clave",
    copied: "Clave copiada",
    done: "Ya la guardé",
    readWrite: "Lectura y escritura",
    revokeOne: (name: string) => `Revocar la clave ${name}`,
    revokeDialog: "¿Revocar esta clave?",
    confirm: "Revocar clave",
    revoked: "Clave revocada",
  },
  en: {
    prefix: "/en",
    title: "Integrations",
    section: "API keys",
    create: "Create key",
    dialog: "New API key",
    name: /^Name/,
    submit: "Create key",
    secretDialog: "Copy your new key",
    keyField: (name: string) => `API key “${name}”`,
    copy: "Copy key",
    copied: "Key copied",
    done: "I have saved it",
    readWrite: "Read and write",
    revokeOne: (name: string) => `Revoke the key ${name}`,
    revokeDialog: "Revoke this key?",
    confirm: "Revoke key",
    revoked: "Key revoked",
  },
} as const;

for (const locale of ["es", "en"] as const) {
  const t = texts[locale];

  test(`the customer creates an API key, uses it and revokes it (${locale})`, async ({
    page,
    context,
    request,
    loginAs,
  }) => {
    test.setTimeout(90_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: WEB_ORIGIN });
    const name = uniqueWord("Sync ");
    const readOffers = (key: string) =>
      request.get(`${API_URL}/customers/me/offers`, {
        headers: { Authorization: `Bearer ${key}` },
      });

    await loginAs("customer");
    await page.goto(`${t.prefix}/customers/dashboard/integrations`);
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible(FIRST_PAINT);
    const section = page.getByRole("region", { name: t.section });
    await expect(section.getByRole("button", { name: t.create })).toBeVisible();
    await expectNoSeriousA11yIssues(page, "integrations page");

    await section.getByRole("button", { name: t.create }).click();
    const form = page.getByRole("dialog", { name: t.dialog });
    await form.getByRole("textbox", { name: t.name }).fill(name);
    await form.getByRole("button", { name: t.submit }).click();

    const secret = page.getByRole("dialog", { name: t.secretDialog });
    const field = secret.getByRole("textbox", { name: t.keyField(name) });
    await expect(field).toHaveValue(/^ek_[A-Za-z0-9_-]{43}$/);
    const key = await field.inputValue();
    await expectNoSeriousA11yIssues(page, "new key dialog");
    await secret.getByRole("button", { name: t.copy }).click();
    await expect(page.getByText(t.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await secret.getByRole("button", { name: t.done }).click();
    await expect(secret).toBeHidden();

    // Listed by name and prefix only: the key itself is never shown again.
    const row = section.getByRole("listitem").filter({ hasText: name });
    await expect(row).toContainText(key.slice(0, 11));
    await expect(row).toContainText(t.readWrite);
    await expect(page.getByText(key)).toHaveCount(0);

    const offers = await readOffers(key);
    expect(offers.status(), await offers.text()).toBe(200);
    const { items } = (await offers.json()) as { items: Array<{ id: string }> };
    expect(items.length).toBeGreaterThan(0);

    await row.getByRole("button", { name: t.revokeOne(name) }).click();
    const confirm = page.getByRole("dialog", { name: t.revokeDialog });
    await expectNoSeriousA11yIssues(page, "revoke dialog");
    await confirm.getByRole("button", { name: t.confirm }).click();
    await expect(page.getByText(t.revoked)).toBeVisible();
    await expect(section.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);

    expect((await readOffers(key)).status()).toBe(401);
  });
}
