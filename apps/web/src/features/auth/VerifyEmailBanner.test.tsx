// @vitest-environment happy-dom
import type { Role } from "@encaja/contracts";
import { screen } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { describeInLocales, renderWithProviders } from "@/features/forms/testing/formTestKit";
import VerifyEmailBanner, { verifyBannerAudience } from "./VerifyEmailBanner";

const signedIn = vi.hoisted(() => ({ role: "developer" as string }));
vi.mock("@/features/session/useSession", () => ({
  useSession: () => ({
    status: "authenticated",
    token: "test-token",
    user: { role: signedIn.role, email: "ana@example.com", emailVerified: false },
  }),
}));

describeInLocales("VerifyEmailBanner", (locale, messages) => {
  const t = messages.Common.verifyBanner;

  it.each([
    ["developer", t.text.developer],
    ["customer", t.text.customer],
    ["customerAssociate", t.text.associate],
    ["matchers", t.text.staff],
    ["superAdmin", t.text.staff],
    ["hardInterviewer", t.text.staff],
  ] as Array<[Role, string]>)("speaks to a %s", (role, text) => {
    signedIn.role = role;
    renderWithProviders(<VerifyEmailBanner />, locale);
    const banner = screen.getByRole("region", { name: t.label });
    expect(banner.textContent).toContain(text.replace("{email}", "ana@example.com"));
  });

  it("tells only developers that confirming lets them apply", () => {
    const apply = locale === "es" ? /postular/ : /apply/;
    expect(t.text.developer).toMatch(apply);
    for (const role of ["customer", "customerAssociate", "matchers"] as const) {
      expect(t.text[verifyBannerAudience(role)]).not.toMatch(apply);
    }
  });
});
