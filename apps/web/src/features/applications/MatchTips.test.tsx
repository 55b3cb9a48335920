// @vitest-environment happy-dom
import type { MatchTips } from "@encaja/contracts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";
import {
  describeInLocales,
  fakeApi,
  renderWithProviders,
} from "@/features/forms/testing/formTestKit";
import { ApplicationMatchTips, MatchTipsCard } from "./MatchTips";

vi.mock("@/i18n/navigation", () => import("@/features/forms/testing/fakeNavigation"));

const applicationId = "0b7a3c2d-1e4f-4a5b-9c8d-7e6f5a4b3c2d";
const tips: MatchTips = {
  offersConsidered: 3,
  tips: [{ kind: "missing_skill", offers: 2, params: { skill: "Kotlin" }, text: "" }],
};

describeInLocales("Match tips", (locale, messages) => {
  const t = messages.Applications.tips;

  it("the dashboard card leads with the offers compared and lists each tip in the page's language", async () => {
    fakeApi((r) =>
      r.path === "/applications/me/match-tips" ? { status: 200, body: tips } : undefined,
    );
    renderWithProviders(<MatchTipsCard />, locale);
    const card = await screen.findByRole("region", { name: t.title });
    expect(card.textContent).toContain(locale === "es" ? "3 ofertas" : "3 offers");
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(1);
    expect(items[0]!.textContent).toContain("Kotlin");
    expect(items[0]!.textContent).toContain(
      locale === "es" ? "2 ofertas pedían" : "2 offers asked",
    );
  });

  it("one application's tips are asked for only when the developer opens them", async () => {
    const sent = fakeApi((r) =>
      r.path === `/applications/me/${applicationId}/match-tips`
        ? { status: 200, body: { offersConsidered: 1, tips: [] } }
        : undefined,
    );
    renderWithProviders(<ApplicationMatchTips applicationId={applicationId} />, locale);
    const toggle = screen.getByRole("button", { name: t.show });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(sent).toHaveLength(0);
    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const region = screen.getByRole("region", { name: t.regionLabel });
    expect(toggle.getAttribute("aria-controls")).toBe(region.id);
    expect(await screen.findByText(t.noneForOne)).toBeTruthy();
    expect(sent.map((r) => r.path)).toEqual([`/applications/me/${applicationId}/match-tips`]);
  });

  it("says so when one application's tips cannot be loaded", async () => {
    fakeApi(() => ({ status: 500, body: { statusCode: 500, code: "INTERNAL", message: "x" } }));
    renderWithProviders(<ApplicationMatchTips applicationId={applicationId} />, locale);
    await userEvent.click(screen.getByRole("button", { name: t.show }));
    expect(await screen.findByText(t.loadError)).toBeTruthy();
  });
});
