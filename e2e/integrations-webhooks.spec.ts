import { expectNoSeriousA11yIssues } from "./support/a11y";
import { uniqueWord } from "./support/api";
import { expect, test } from "./support/fixtures";
import { FIRST_PAINT } from "./support/timeouts";

/**
 * Webhooks: the demo customer adds an endpoint on the integrations page, sees its signing
 * secret once, pauses it, reads the seeded endpoint's delivery log, and deletes the new one.
 */

const texts = {
  es: {
    prefix: "",
    title: "Integraciones",
    section: "Webhooks",
    add: "Añadir webhook",
    dialog: "Añadir un webhook",
    url: /^URL/,
    description: /^Descripción/,
    event: "Candidatura presentada",
    submit: "Añadir",
    secretDialog: "Secreto de firma",
    secret: "Secreto",
    done: "Listo",
    pauseOne: (name: string) => `Pausar el webhook ${name}`,
    paused: "En pausa",
    pausedToast: "Webhook pausado.",
    showLog: "Ver el registro de entregas del webhook CRM",
    delivered: "Entregado",
    failed: "Fallido",
    deleteOne: (name: string) => `Eliminar el webhook ${name}`,
    deleteDialog: "¿Eliminar este webhook?",
    confirmDelete: "Eliminar",
    deleted: "Webhook eliminado.",
  },
  en: {
    prefix: "/en",
    title: "Integrations",
    section: "Webhooks",
    add: "Add webhook",
    dialog: "Add a webhook",
    url: /^URL/,
    description: /^Description/,
    event: "Candidate presented",
    submit: "Add",
    secretDialog: "Signing secret",
    secret: "Secret",
    done: "Done",
    pauseOne: (name: string) => `Pause webhook ${name}`,
    paused: "Paused",
    pausedToast: "Webhook paused.",
    showLog: "Show the delivery log of webhook CRM",
    delivered: "Delivered",
    failed: "Failed",
    deleteOne: (name: string) => `Delete webhook ${name}`,
    deleteDialog: "Delete this webhook?",
    confirmDelete: "Delete",
    deleted: "Webhook deleted.",
  },
} as const;

for (const locale of ["es", "en"] as const) {
  const t = texts[locale];

  test(`the customer adds a webhook, sees its secret once, pauses it and reads a delivery log (${locale})`, async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(90_000);
    const name = uniqueWord("Hook ");
    // .invalid never resolves: accepted on save (each delivery checks again), never reached.
    const url = `https://${name.slice(5)}.encaja.invalid/events`;

    await loginAs("customer");
    await page.goto(`${t.prefix}/customers/dashboard/integrations`);
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible(FIRST_PAINT);
    const section = page.getByRole("region", { name: t.section });
    await expect(section.getByRole("button", { name: t.add })).toBeVisible();

    await section.getByRole("button", { name: t.add }).click();
    const form = page.getByRole("dialog", { name: t.dialog });
    await form.getByRole("textbox", { name: t.url }).fill(url);
    await form.getByRole("textbox", { name: t.description }).fill(name);
    await form.getByRole("checkbox", { name: t.event }).check();
    await expectNoSeriousA11yIssues(page, "add webhook dialog");
    await form.getByRole("button", { name: t.submit, exact: true }).click();

    const secretDialog = page.getByRole("dialog", { name: t.secretDialog });
    const secret = secretDialog.getByRole("textbox", { name: t.secret });
    await expect(secret).toHaveValue(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const value = await secret.inputValue();
    await expectNoSeriousA11yIssues(page, "secret dialog");
    await secretDialog.getByRole("button", { name: t.done }).click();
    await expect(secretDialog).toBeHidden();
    // Shown once: the list never carries it.
    await expect(page.getByText(value)).toHaveCount(0);

    const row = section.getByRole("listitem").filter({ hasText: url });
    await row.getByRole("button", { name: t.pauseOne(name) }).click();
    await expect(page.getByText(t.pausedToast)).toBeVisible();
    await expect(row.getByText(t.paused, { exact: true })).toBeVisible();

    // The seeded endpoint's log: one delivery given up on, with what the server answered.
    const seeded = section.getByRole("listitem").filter({ hasText: "hooks.example.com/encaja" });
    await seeded.getByRole("button", { name: t.showLog }).click();
    await expect(seeded.getByText("Service Unavailable")).toBeVisible();
    await expect(seeded.getByText(t.failed, { exact: true })).toBeVisible();
    await expect(seeded.getByText(t.delivered, { exact: true }).first()).toBeVisible();
    await expectNoSeriousA11yIssues(page, "webhooks with a delivery log");

    await row.getByRole("button", { name: t.deleteOne(name) }).click();
    const confirm = page.getByRole("dialog", { name: t.deleteDialog });
    await confirm.getByRole("button", { name: t.confirmDelete }).click();
    await expect(page.getByText(t.deleted)).toBeVisible();
    await expect(section.getByRole("listitem").filter({ hasText: url })).toHaveCount(0);
  });
}
