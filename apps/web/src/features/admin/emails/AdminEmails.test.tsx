// @vitest-environment happy-dom
import type { AdminEmail } from "@encaja/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";
import {
  describeInLocales,
  fakeApi,
  renderWithProviders,
  type SentRequest,
} from "@/features/forms/testing/formTestKit";
import { AdminEmails } from "./AdminEmails";

vi.mock("@/i18n/navigation", () => import("@/features/forms/testing/fakeNavigation"));

const bounced: AdminEmail = {
  id: "6b1f6c2e-3c1d-4a55-9a43-0d6f2f1b2a10",
  to: "bounce@demo.encaja.dev",
  subject: "Te invitamos a postularte: Backend Node.js",
  template: "offer-invitation",
  status: "failed",
  attempts: 1,
  lastError: "550 5.1.1 mailbox unavailable",
  createdAt: "2030-01-01T10:00:00.000Z",
  nextAttemptAt: "2030-01-01T10:00:00.000Z",
};
const queued: AdminEmail = {
  ...bounced,
  id: "0c9a8d1e-7f3b-4a2c-8d5e-1b2c3d4e5f60",
  status: "pending",
};

/** A fake outbox: the bounced email is failed until it is retried, then queued. */
function fakeOutbox() {
  let retried = false;
  return fakeApi((request: SentRequest) => {
    if (request.method === "POST" && request.path === `/admin/emails/${bounced.id}/retry`) {
      retried = true;
      return { status: 200, body: { ...bounced, status: "pending", attempts: 0, lastError: null } };
    }
    if (request.method !== "GET" || !request.path.startsWith("/admin/emails?")) return undefined;
    const pending = request.path.includes("status=pending");
    const items = pending ? [queued, ...(retried ? [bounced] : [])] : retried ? [] : [bounced];
    return { status: 200, body: { items, nextCursor: null } };
  });
}

describeInLocales("AdminEmails", (locale, messages) => {
  const t = messages.AdminEmails;
  const retryName = t.retryTo.replace("{to}", bounced.to);

  it("lists failed emails in a named table with the reason and a named Send again button", async () => {
    const sent = fakeOutbox();
    renderWithProviders(<AdminEmails />, locale);
    const table = await screen.findByRole("table", { name: t.caption.failed });
    const row = within(table).getByRole("row", { name: new RegExp(bounced.to) });
    expect(within(row).getByText(bounced.lastError ?? "")).toBeTruthy();
    expect(within(row).getByRole("button", { name: retryName })).toBeTruthy();
    expect(sent[0]?.path).toBe("/admin/emails?status=failed&limit=25");
  });

  it("sends a failed email again: a success message, and it leaves the failed list", async () => {
    const sent = fakeOutbox();
    renderWithProviders(<AdminEmails />, locale);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: retryName }));
    expect(await screen.findByText(t.retried.replace("{to}", bounced.to))).toBeTruthy();
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect(sent.filter((r) => r.method === "POST").map((r) => r.path)).toEqual([
      `/admin/emails/${bounced.id}/retry`,
    ]);
  });

  it("the status filter shows queued emails with their next attempt and no button", async () => {
    fakeOutbox();
    renderWithProviders(<AdminEmails />, locale);
    const user = userEvent.setup();
    await screen.findByRole("table", { name: t.caption.failed });
    await user.selectOptions(screen.getByRole("combobox", { name: t.statusFilter }), "pending");
    const table = await screen.findByRole("table", { name: t.caption.pending });
    await waitFor(() =>
      expect(within(table).getByRole("columnheader", { name: t.nextAttemptAt })).toBeTruthy(),
    );
    expect(within(table).queryByRole("button")).toBeNull();
  });
});
