// @vitest-environment happy-dom
import { defaultPlatformSettings } from "@encaja/contracts";
import { screen, waitFor } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import {
  type Answerer,
  describeInLocales,
  renderForm,
  resourceAnswer,
  validationAnswer,
} from "@/features/forms/testing/formTestKit";
import { AdminPlatformSettings } from "./AdminPlatformSettings";

vi.mock("@/i18n/navigation", () => import("@/features/forms/testing/fakeNavigation"));

const view = { settings: defaultPlatformSettings, updatedAt: null, updatedBy: null };
/** A message with its `{name}` arguments filled in. */
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{${k}}`, v), text);

describeInLocales("AdminPlatformSettings", (locale, messages) => {
  const t = messages.AdminSettings;
  const format = (n: number) => new Intl.NumberFormat(locale).format(n);

  async function setUp(onSave: Answerer = () => ({ status: 500 })) {
    const form = await renderForm(<AdminPlatformSettings />, locale, {
      answer: resourceAnswer("/admin/settings", view, onSave),
      submit: t.save,
    });
    const field = (label: string) => screen.getByRole("textbox", { name: label });
    const sourced = await screen.findByRole("textbox", { name: t.retention.sourcedDays });
    return { ...form, sourced, field };
  }

  it("shows each setting in force in a labelled input", async () => {
    const { sourced, field } = await setUp();
    expect(screen.getByRole("form", { name: t.formLabel })).toBeTruthy();
    expect((sourced as HTMLInputElement).value).toBe("365");
    expect((field(t.retention.draftDays) as HTMLInputElement).value).toBe("180");
    expect((field(t.notifications.reminderDays) as HTMLInputElement).value).toBe("3, 7");
    expect((field(t.notifications.chatDelay) as HTMLInputElement).value).toBe("120");
    expect((field(t.imports.perHour) as HTMLInputElement).value).toBe("20");
    expect(screen.getByText(t.neverChanged)).toBeTruthy();
  });

  it("says what a refused field accepts, and sends nothing", async () => {
    const { writes, field, submit, user } = await setUp();
    const perHour = field(t.imports.perHour);
    const reminders = field(t.notifications.reminderDays);
    await user.clear(perHour);
    await user.type(perHour, "0");
    await user.clear(reminders);
    await user.type(reminders, "7, 3");
    await user.click(submit);
    await waitFor(() => expect(perHour.getAttribute("aria-invalid")).toBe("true"));
    expect(reminders.getAttribute("aria-invalid")).toBe("true");
    expect(
      screen.getByText(fill(t.range, { "min, number": "1", "max, number": format(10_000) })),
    ).toBeTruthy();
    const days = fill(t.notifications.reminderInvalid, { max: "365", count: "10" });
    expect(screen.getByText(days)).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it("saves the settings as typed, as numbers", async () => {
    const { writes, sourced, field, submit, user } = await setUp(() => ({
      status: 200,
      body: { ...view, updatedAt: "2030-01-01T00:00:00.000Z", updatedBy: "Ada" },
    }));
    await user.clear(sourced);
    await user.type(sourced, "730");
    const reminders = field(t.notifications.reminderDays);
    await user.clear(reminders);
    await user.type(reminders, "2, 5,10");
    await user.click(submit);
    expect(await screen.findByText(t.saved, {}, { timeout: 5000 })).toBeTruthy();
    const body = {
      ...defaultPlatformSettings,
      retentionSourcedDays: 730,
      decisionReminderDays: [2, 5, 10],
    };
    expect(writes()).toEqual([{ method: "PUT", path: "/admin/settings", body }]);
  });

  it("puts an API validation error on its field", async () => {
    const { submit, field, user } = await setUp(() =>
      validationAnswer([{ path: "body.chatEmailDelaySeconds", message: "Too long" }]),
    );
    await user.click(submit);
    const delay = field(t.notifications.chatDelay);
    await waitFor(() => expect(delay.getAttribute("aria-invalid")).toBe("true"));
  });
});
