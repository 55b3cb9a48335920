// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeRouter } from "@/features/forms/testing/fakeNavigation";
import {
  catalogAnswer,
  cleanUpAfterEach,
  enabled,
  type FakeAnswer,
  fakeApi,
  renderWithProviders,
  type SentRequest,
  testLocales,
  testMessages,
  validationAnswer,
  writes,
} from "@/features/forms/testing/formTestKit";
import { HireForm } from "./HireForm";
import { localToday } from "./hireForm";
import { hireDraft } from "./hireTestData";

vi.mock(
  "@/i18n/navigation",
  async () => (await import("@/features/forms/testing/fakeNavigation")).fakeNavigation,
);

cleanUpAfterEach();

describe.each(testLocales)("HireForm (%s)", (locale) => {
  const t = testMessages[locale].HireFlow.form;
  const offerT = testMessages[locale].Offers.form;

  async function setUp(onCreate: (request: SentRequest) => FakeAnswer = () => ({ status: 500 })) {
    const sent = fakeApi((request) =>
      request.method === "POST" && request.path === "/hire/drafts"
        ? onCreate(request)
        : catalogAnswer(request),
    );
    renderWithProviders(<HireForm />, locale);
    const form = screen.getByRole("form", { name: t.label });
    const submit = within(form).getByRole("button", { name: t.submit });
    await waitFor(() => expect(enabled(submit)).toBe(true));
    return { sent, form, submit, user: userEvent.setup() };
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
    const { sent, submit, user } = await setUp();
    await user.click(submit);
    const role = screen.getByRole("combobox", { name: t.techRole });
    await waitFor(() => expect(role.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText(t.errors.invalid).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText(t.errors.budget)).toBeTruthy();
    expect(screen.getAllByText(t.errors.summary).length).toBeGreaterThanOrEqual(1);
    expect(writes(sent)).toEqual([]);
  });

  it("sends the request and goes on to the developer details", async () => {
    const { sent, submit, user } = await setUp(() => ({ status: 201, body: hireDraft }));
    await fillRequest(user);
    await user.click(submit);
    await waitFor(() =>
      expect(fakeRouter.push).toHaveBeenCalledWith(`/hire/developer-details/${hireDraft.id}`),
    );
    expect(writes(sent)).toEqual([
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
