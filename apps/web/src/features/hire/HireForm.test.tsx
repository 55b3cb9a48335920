// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";
import { fakeRouter } from "@/features/forms/testing/fakeNavigation";
import {
  type Answerer,
  catalogAnswer,
  describeInLocales,
  renderForm,
  validationAnswer,
} from "@/features/forms/testing/formTestKit";
import { HireForm } from "./HireForm";
import { localToday } from "./hireForm";
import { hireDraft } from "./hireTestData";

vi.mock("@/i18n/navigation", () => import("@/features/forms/testing/fakeNavigation"));

describeInLocales("HireForm", (locale, messages) => {
  const t = messages.HireFlow.form;
  const offerT = messages.Offers.form;

  async function setUp(onCreate: Answerer = () => ({ status: 500 })) {
    const rendered = await renderForm(<HireForm />, locale, {
      answer: (request) =>
        request.method === "POST" && request.path === "/hire/drafts"
          ? onCreate(request)
          : catalogAnswer(request),
      submit: t.submit,
    });
    expect(screen.getByRole("form", { name: t.label }).contains(rendered.submit)).toBe(true);
    return rendered;
  }

  /** Fills what a request needs: a role, a seniority and a budget. */
  async function fillRequest(user: ReturnType<typeof userEvent.setup>) {
    await user.selectOptions(screen.getByLabelText(t.techRole), "backend");
    await user.click(screen.getByRole("checkbox", { name: "Senior" }));
    await user.type(screen.getByRole("textbox", { name: t.budgetMin }), "4000");
    await user.type(screen.getByRole("textbox", { name: t.budgetMax }), "5500");
  }

  it("renders the requirements' labelled fields, none marked required", async () => {
    await setUp();
    for (const label of [t.techRole, t.mainStack, t.english, t.hiringType, t.currency, t.period])
      expect(screen.getByRole("combobox", { name: label })).toBeTruthy();
    for (const label of [t.budgetMin, t.budgetMax])
      expect(screen.getByRole("textbox", { name: label })).toBeTruthy();
    expect(screen.getByRole("group", { name: t.seniorities })).toBeTruthy();
    expect(screen.getByRole("group", { name: t.modalities })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: t.countries })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: offerT.addSkill })).toBeTruthy();
    expect(screen.getByLabelText(t.startDate)).toBeTruthy();
    expect(screen.getByRole("spinbutton", { name: t.openings })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole("option", { name: "Node.js + React" })).toBeTruthy(),
    );
  });

  it("shows the contract's errors in its words, says so, and sends nothing", async () => {
    const { writes, submit, user } = await setUp();
    await user.click(submit);
    const role = screen.getByRole("combobox", { name: t.techRole });
    await waitFor(() => expect(role.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText(t.errors.invalid).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText(t.errors.budget)).toBeTruthy();
    expect(screen.getAllByText(t.errors.summary).length).toBeGreaterThanOrEqual(1);
    expect(writes()).toEqual([]);
  });

  it("sends the request and goes on to the developer details", async () => {
    const { writes, submit, user } = await setUp(() => ({ status: 201, body: hireDraft }));
    await fillRequest(user);
    await user.click(submit);
    await waitFor(() =>
      expect(fakeRouter.push).toHaveBeenCalledWith(`/hire/developer-details/${hireDraft.id}`),
    );
    expect(writes()).toEqual([
      {
        method: "POST",
        path: "/hire/drafts",
        body: {
          techRole: "backend",
          mainStackCode: null,
          skills: [],
          seniorities: ["senior"],
          minEnglishLevel: "b1",
          modalities: ["remote"],
          countries: [],
          budget: { min: 4000, max: 5500, currency: "USD", period: "month" },
          hiringType: "direct",
          startDate: localToday(),
          openings: 1,
          locale,
        },
      },
    ]);
  });

  it("puts an API validation error on its field, in its words", async () => {
    const { submit, user } = await setUp(() =>
      validationAnswer([{ path: "body.budget.max", message: "This budget is too large" }]),
    );
    await fillRequest(user);
    await user.click(submit);
    const max = screen.getByRole("textbox", { name: t.budgetMax });
    await waitFor(() => expect(max.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText(t.errors.budget)).toBeTruthy();
    expect(fakeRouter.push).not.toHaveBeenCalled();
  });
});
