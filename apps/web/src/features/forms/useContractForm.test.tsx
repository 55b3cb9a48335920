import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ToastProvider } from "@/features/toast/ToastProvider";
import { ApiError } from "@/lib/api/client";
import en from "../../../messages/en.json";
import es from "../../../messages/es.json";
import { type ContractForm, type ContractFormOptions, useContractForm } from "./useContractForm";
import { validationEnvelope } from "./validationEnvelope";

type Values = { email: string; password: string };

/**
 * Renders a form hook once (server rendering, no DOM) and hands it back: react-hook-form
 * keeps its state in its control, so submitting and reading field states work after that.
 */
function renderForm(
  locale: "es" | "en",
  submit: (values: Values) => Promise<unknown>,
  options: Partial<ContractFormOptions<Values>> = {},
): ContractForm<Values> {
  let form: ContractForm<Values> | undefined;
  function Probe() {
    form = useContractForm<Values>("LoginRequest", submit, {
      defaultValues: { email: "ana@example.com", password: "Secret-123456" },
      toPayload: (v) => ({ ...v, portal: "developer" }),
      ...options,
    });
    return null;
  }
  renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} timeZone="UTC" messages={locale === "es" ? es : en}>
      <ToastProvider>
        <Probe />
      </ToastProvider>
    </NextIntlClientProvider>,
  );
  if (!form) throw new Error("the form hook did not render");
  return form;
}

/** Records into `states` the isSubmitting values the form goes through while `run` runs. */
async function submittingStates(
  form: ContractForm<Values>,
  run: () => Promise<unknown>,
  states: boolean[] = [],
) {
  // isSubmitting is not in react-hook-form's subscription type, but it is sent like the others.
  const onlySubmitting: Record<string, boolean> = { isSubmitting: true };
  const unsubscribe = form.subscribe({
    formState: onlySubmitting,
    callback: ({ isSubmitting }) => {
      if (isSubmitting !== undefined) states.push(isSubmitting);
    },
  });
  await run();
  unsubscribe();
  return states;
}

const validationError = () =>
  new ApiError(
    400,
    validationEnvelope([
      { path: "body.email", message: "Email is already registered" },
      { path: "body.password", message: "Too weak" },
      { path: "body.portal", message: "Not a form field" },
    ]),
  );

describe("useContractForm", () => {
  it("submits valid values, and is submitting only until the submit settles", async () => {
    const received: Values[] = [];
    const states: boolean[] = [];
    let submittingInside: boolean[] = [];
    const form = renderForm("es", async (values) => {
      received.push(values);
      submittingInside = [...states];
    });
    await submittingStates(form, () => form.onSubmit(), states);
    expect(received).toEqual([{ email: "ana@example.com", password: "Secret-123456" }]);
    expect(submittingInside).toEqual([true]);
    expect(states.at(-1)).toBe(false);
  });

  it("checks the values with the contracts schema and never submits invalid ones", async () => {
    let calls = 0;
    const form = renderForm("es", async () => {
      calls += 1;
    });
    form.setValue("email", "not-an-email");
    await form.onSubmit();
    expect(calls).toBe(0);
    expect(form.getFieldState("email").error?.message).toBe(es.Forms.email);
  });

  it("puts an API validation error on the fields its paths name (in Spanish, our words)", async () => {
    const form = renderForm("es", async () => {
      throw validationError();
    });
    const states = await submittingStates(form, () => form.onSubmit());
    expect(form.getFieldState("email").error).toMatchObject({
      type: "server",
      message: es.Forms.invalid,
    });
    expect(form.getFieldState("password").error?.message).toBe(es.Forms.invalid);
    expect(states.at(-1)).toBe(false);
  });

  it("shows the API's own text in English, and our texts where the form has them", async () => {
    const form = renderForm(
      "en",
      async () => {
        throw validationError();
      },
      { serverMessages: { password: "Choose a stronger password." } },
    );
    await form.onSubmit();
    expect(form.getFieldState("email").error?.message).toBe("Email is already registered");
    expect(form.getFieldState("password").error?.message).toBe("Choose a stronger password.");
  });

  it("maps paths that do not name a field with serverPaths", async () => {
    const form = renderForm(
      "en",
      async () => {
        throw validationError();
      },
      { serverPaths: { portal: "email" } },
    );
    await form.onSubmit();
    // The first error on a field wins.
    expect(form.getFieldState("email").error?.message).toBe("Email is already registered");
  });

  it("leaves the fields alone for another code, and for an error the form handles itself", async () => {
    const wrongPassword = new ApiError(401, {
      statusCode: 401,
      code: "E00IUC",
      message: "Invalid credentials",
    });
    const plain = renderForm("es", async () => {
      throw wrongPassword;
    });
    await plain.onSubmit();
    expect(plain.getFieldState("email").error).toBeUndefined();

    const seen: unknown[] = [];
    const handled = renderForm(
      "es",
      async () => {
        throw validationError();
      },
      { onApiError: (error) => seen.push(error) > 0 },
    );
    await handled.onSubmit();
    expect(seen).toHaveLength(1);
    expect(handled.getFieldState("email").error).toBeUndefined();
  });
});
