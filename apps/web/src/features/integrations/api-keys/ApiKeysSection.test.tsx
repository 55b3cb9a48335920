// @vitest-environment happy-dom
import type { ApiKeyList, CreatedApiKey } from "@encaja/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import {
  type Answerer,
  describeInLocales,
  fakeApi,
  renderForm,
  renderWithProviders,
} from "@/features/forms/testing/formTestKit";
import { ApiKeysSection } from "./ApiKeysSection";

vi.mock("@/i18n/navigation", () => import("@/features/forms/testing/fakeNavigation"));

const ownerId = "6f1c2b7e-9a43-4d5e-8c1f-2a3b4c5d6e7f";
const key = (id: string, name: string, mine: boolean) => ({
  id,
  name,
  prefix: "ek_AbCdEfGh",
  readOnly: !mine,
  createdAt: "2026-11-01T10:00:00.000Z",
  lastUsedAt: mine ? null : "2026-11-20T10:00:00.000Z",
  owner: { userId: ownerId, name: mine ? "Olga Owner" : "Ana Asociada" },
  mine,
});
const ownerList: ApiKeyList = {
  items: [
    key("0b7a3c2d-1e4f-4a5b-9c8d-7e6f5a4b3c2d", "ATS", true),
    key("1c8b4d3e-2f5a-4b6c-8d9e-8f7a6b5c4d3e", "Hoja de cálculo", false),
  ],
  settings: { associatesMayCreate: false, canCreate: true, canChangeSettings: true },
};
const created: CreatedApiKey = {
  id: "2d9c5e4f-3a6b-4c7d-9e0f-9a8b7c6d5e4f",
  name: "CI",
  key: `ek_${"Q".repeat(43)}`,
  prefix: "ek_QQQQQQQQ",
  readOnly: true,
  createdAt: "2026-11-28T10:00:00.000Z",
};

describeInLocales("ApiKeysSection", (locale, messages) => {
  const t = messages.Integrations.apiKeys;

  it("lists the keys without their secret, with the owner of someone else's", async () => {
    const answer: Answerer = (r) =>
      r.path === "/api-keys" && r.method === "GET" ? { status: 200, body: ownerList } : undefined;
    await renderForm(<ApiKeysSection />, locale, { answer, submit: t.create });
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole("heading", { name: "ATS" })).toBeTruthy();
    expect(items[0]!.textContent).toContain(t.neverUsed);
    expect(items[1]!.textContent).toContain(t.ownerName.replace("{name}", "Ana Asociada"));
    expect(within(items[1]!).getByText(t.readOnly)).toBeTruthy();
    expect(screen.getByRole("switch", { name: t.associates.label })).toBeTruthy();
  });

  it("creates a key and shows it once, in a dialog with a warning", async () => {
    const answer: Answerer = (r) => {
      if (r.path !== "/api-keys") return undefined;
      return r.method === "POST"
        ? { status: 201, body: created }
        : { status: 200, body: ownerList };
    };
    const { submit, user, writes } = await renderForm(<ApiKeysSection />, locale, {
      answer,
      submit: t.create,
    });
    await user.click(submit);
    const form = await screen.findByRole("dialog", { name: t.createDialog.title });
    await user.type(within(form).getByRole("textbox", { name: t.createDialog.name }), "CI");
    await user.click(within(form).getByRole("checkbox", { name: t.createDialog.readOnly }));
    await user.click(within(form).getByRole("button", { name: t.createDialog.submit }));
    const secret = await screen.findByRole("dialog", { name: t.secretDialog.title });
    expect(writes()).toEqual([
      { method: "POST", path: "/api-keys", body: { name: "CI", readOnly: true } },
    ]);
    const field = within(secret).getByRole("textbox", {
      name: t.secretDialog.keyLabel.replace("{name}", "CI"),
    }) as HTMLInputElement;
    expect(field.value).toBe(created.key);
    expect(within(secret).getByText(t.secretDialog.warning)).toBeTruthy();
    await user.click(within(secret).getByRole("button", { name: t.secretDialog.done }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByDisplayValue(created.key)).toBeNull();
  });

  it("tells an associate the owner does not allow keys, with no create button", async () => {
    const associateList: ApiKeyList = {
      items: [],
      settings: { associatesMayCreate: false, canCreate: false, canChangeSettings: false },
    };
    fakeApi((r) => (r.path === "/api-keys" ? { status: 200, body: associateList } : undefined));
    renderWithProviders(<ApiKeysSection />, locale);
    expect(await screen.findByText(t.notAllowed)).toBeTruthy();
    expect(screen.queryByRole("button", { name: t.create })).toBeNull();
    expect(screen.queryByRole("switch", { name: t.associates.label })).toBeNull();
    expect(screen.getByText(t.empty)).toBeTruthy();
  });
});
