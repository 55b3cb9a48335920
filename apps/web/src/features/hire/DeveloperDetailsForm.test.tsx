// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import {
  type Answerer,
  describeInLocales,
  renderForm,
  resourceAnswer,
  validationAnswer,
} from "@/features/forms/testing/formTestKit";
import { DeveloperDetailsForm } from "./DeveloperDetailsForm";
import { hireDraft } from "./hireTestData";

vi.mock("@/i18n/navigation", () => import("@/features/forms/testing/fakeNavigation"));

const draftPath = `/hire/drafts/${hireDraft.id}`;
const description = "Escalar la API de pagos con un equipo pequeño.";

describeInLocales("DeveloperDetailsForm", (locale, messages) => {
  const t = messages.HireFlow.details;

  /** The form over a draft; `onPatch` answers the save. */
  async function setUp(onPatch: Answerer) {
    const form = await renderForm(<DeveloperDetailsForm draftId={hireDraft.id} />, locale, {
      answer: resourceAnswer(draftPath, hireDraft, onPatch),
      submit: t.save,
    });
    const title = await screen.findByRole("textbox", { name: new RegExp(`^${t.jobTitle}`) });
    const text = screen.getByRole("textbox", { name: new RegExp(`^${t.description}`) });
    return { ...form, title, text };
  }

  it("renders the labelled fields, with their help", async () => {
    const { title, text } = await setUp(() => ({ status: 500 }));
    expect(title.hasAttribute("required")).toBe(true);
    expect(text.hasAttribute("required")).toBe(true);
    expect(screen.getByRole("form", { name: t.label })).toBeTruthy();
    expect(screen.getByText(t.jobTitleHelp)).toBeTruthy();
  });

  it("shows the contract's errors in our words and sends nothing", async () => {
    const { writes, title, user } = await setUp(() => ({ status: 500 }));
    await user.type(title, "ab");
    await user.click(screen.getByRole("button", { name: t.save }));
    expect(await screen.findByText(t.errors.title)).toBeTruthy();
    expect(screen.getByText(t.errors.description)).toBeTruthy();
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(writes()).toEqual([]);
  });

  it("saves the trimmed details and offers the next step", async () => {
    const { writes, title, text, user } = await setUp((request) => ({
      status: 200,
      body: { ...hireDraft, ...(request.body as object), complete: true },
    }));
    await user.type(title, "  Backend senior  ");
    await user.type(text, description);
    await user.click(screen.getByRole("button", { name: t.save }));
    expect(await screen.findByText(t.saved)).toBeTruthy();
    expect(writes()).toEqual([
      { method: "PATCH", path: draftPath, body: { title: "Backend senior", description } },
    ]);
    expect(screen.getByRole("link", { name: t.next.signup }).getAttribute("href")).toContain(
      `/hire/signup/${hireDraft.id}`,
    );
    // Editing again hides the next step until the details are saved again.
    await user.type(title, "!");
    expect(screen.queryByText(t.saved)).toBeNull();
  });

  it("puts an API validation error on its field", async () => {
    const { title, text, user } = await setUp(() =>
      validationAnswer([{ path: "body.title", message: "Title taken" }]),
    );
    await user.type(title, "Backend senior");
    await user.type(text, description);
    await user.click(screen.getByRole("button", { name: t.save }));
    await waitFor(() => expect(title.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText(t.errors.title)).toBeTruthy();
    expect(text.getAttribute("aria-invalid")).toBeNull();
  });
});
