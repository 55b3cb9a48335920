import { expect, type Page } from "@playwright/test";

/** A pipeline card's move menu and dialog, as each language names them. */
const moveLabels = {
  es: {
    menuButton: (name: string) => `Mover a ${name} a…`,
    dialog: (name: string) => `Mover a ${name}`,
    newStatus: "Nuevo estado",
  },
  en: {
    menuButton: (name: string) => `Move ${name} to…`,
    dialog: (name: string) => `Move ${name}`,
    newStatus: "New status",
  },
} as const;

/**
 * Picks `status` in the move menu of `name`'s card, opened by a click or from the keyboard
 * (focus, Enter); returns the move dialog, open with that status chosen.
 */
export async function openMove(
  page: Page,
  locale: keyof typeof moveLabels,
  name: string,
  status: string,
  via: "click" | "keyboard" = "click",
) {
  const labels = moveLabels[locale];
  const button = page.getByRole("button", { name: labels.menuButton(name) });
  if (via === "keyboard") {
    await button.focus();
    await page.keyboard.press("Enter");
  } else {
    await button.click();
  }
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await menu.getByRole("menuitem", { name: status, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: labels.dialog(name) });
  await expect(dialog.getByLabel(labels.newStatus)).toHaveValue(/.+/);
  return dialog;
}
