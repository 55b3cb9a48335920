// @vitest-environment happy-dom
import { errorMessages } from "@encaja/contracts";
import { screen, waitFor } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { fakeRouter } from "@/features/forms/testing/fakeNavigation";
import { describeInLocales, renderForm } from "@/features/forms/testing/formTestKit";
import { LoginForm } from "./LoginForm";

vi.mock("@/i18n/navigation", () => import("@/features/forms/testing/fakeNavigation"));

const company = { email: "ana@acme.example", password: "Clave-de-Empresa-2026" };

describeInLocales("LoginForm", (locale, messages) => {
  const t = messages.Auth.login;

  it("offers a company at the developer sign-in to continue as a company, in one click", async () => {
    const { submit, user, writes } = await renderForm(
      <LoginForm portal="developer" callback={null} />,
      locale,
      {
        submit: t.submit,
        // As the API does: the right password on the wrong portal is E0010.
        answer: ({ path, body }) => {
          if (path !== "/auth/login") return undefined;
          return (body as { portal: string }).portal === "customer"
            ? { status: 200, body: { access_token: "company-token", role: "customer" } }
            : {
                status: 403,
                body: { statusCode: 403, code: "E0010", message: "Use the customer sign-in" },
              };
        },
      },
    );
    await user.type(screen.getByLabelText(new RegExp(`^${t.email}`)), company.email);
    await user.type(screen.getByLabelText(new RegExp(`^${t.password}`)), company.password);
    await user.click(submit);

    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toContain(errorMessages.E0010[locale]);
    expect(fakeRouter.replace).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: t.continueAsCompany }));

    await waitFor(() => expect(fakeRouter.replace).toHaveBeenCalledWith("/customers/dashboard"));
    expect(writes().map((request) => request.body)).toEqual([
      { ...company, portal: "developer" },
      { ...company, portal: "customer" },
    ]);
  });

  it("shows any other refusal in a toast, with nothing to continue as", async () => {
    const { submit, user } = await renderForm(
      <LoginForm portal="developer" callback={null} />,
      locale,
      {
        submit: t.submit,
        answer: ({ path }) =>
          path === "/auth/login"
            ? { status: 401, body: { statusCode: 401, code: "E00IUC", message: "Wrong" } }
            : undefined,
      },
    );
    await user.type(screen.getByLabelText(new RegExp(`^${t.email}`)), company.email);
    await user.type(screen.getByLabelText(new RegExp(`^${t.password}`)), "not-the-password");
    await user.click(submit);

    expect((await screen.findByRole("alert")).textContent).toContain(errorMessages.E00IUC[locale]);
    expect(screen.queryByRole("button", { name: t.continueAsCompany })).toBeNull();
  });
});
