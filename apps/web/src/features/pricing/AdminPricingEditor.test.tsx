// @vitest-environment happy-dom
import { initialPricingConfig } from "@encaja/contracts";
import { screen, waitFor } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import {
  type Answerer,
  describeInLocales,
  renderForm,
  resourceAnswer,
  validationAnswer,
} from "@/features/forms/testing/formTestKit";
import { AdminPricingEditor } from "./AdminPricingEditor";

vi.mock("@/i18n/navigation", () => import("@/features/forms/testing/fakeNavigation"));

const view = { config: initialPricingConfig, updatedAt: null, updatedBy: null };

describeInLocales("AdminPricingEditor", (locale, messages) => {
  const t = messages.AdminPricing;
  const currency = initialPricingConfig.currency;

  async function setUp(onSave: Answerer = () => ({ status: 500 })) {
    const form = await renderForm(<AdminPricingEditor />, locale, {
      answer: resourceAnswer("/pricing/config", view, onSave),
      submit: t.save,
    });
    return { ...form, fee: await screen.findByRole("textbox", { name: t.direct.fee }) };
  }

  it("renders every figure labelled, with the configuration's values", async () => {
    const { fee } = await setUp();
    expect((fee as HTMLInputElement).value).toBe(
      String(initialPricingConfig.direct.feeBasisPoints / 100),
    );
    expect(screen.getByRole("form", { name: t.formLabel })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: t.currency.label })).toBeTruthy();
    const minimumFee = t.direct.minimumFee.replace("{currency}", currency);
    expect(screen.getByRole("textbox", { name: minimumFee })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: t.staffing.minimumMonths })).toBeTruthy();
    expect(screen.getByText(t.neverChanged)).toBeTruthy();
  });

  it("refuses a value the contract refuses, says so, and sends nothing", async () => {
    const { writes, fee, submit, user } = await setUp();
    await user.clear(fee);
    await user.type(fee, "-5");
    await user.click(submit);
    await waitFor(() => expect(fee.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText(t.errors.invalid)).toBeTruthy();
    expect(screen.getAllByText(t.errors.summary).length).toBeGreaterThanOrEqual(1);
    expect(writes()).toEqual([]);
  });

  it("saves the configuration as typed", async () => {
    const { writes, fee, submit, user } = await setUp(() => ({
      status: 200,
      body: { ...view, updatedAt: "2030-01-01T00:00:00.000Z", updatedBy: "Ada" },
    }));
    await user.clear(fee);
    await user.type(fee, "20");
    await user.click(submit);
    expect(await screen.findByText(t.saved, {}, { timeout: 5000 })).toBeTruthy();
    const body = {
      ...initialPricingConfig,
      direct: { ...initialPricingConfig.direct, feeBasisPoints: 2000 },
    };
    expect(writes()).toEqual([{ method: "PUT", path: "/pricing/config", body }]);
  });

  it("puts an API validation error on its field", async () => {
    const { submit, user } = await setUp(() =>
      validationAnswer([{ path: "body.staffing.minimumMonths", message: "Too many" }]),
    );
    await user.click(submit);
    const months = screen.getByRole("textbox", { name: t.staffing.minimumMonths });
    await waitFor(() => expect(months.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText(t.errors.invalid)).toBeTruthy();
  });
});
