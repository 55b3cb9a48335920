import { ChangePasswordRequest, LoginRequest, RegisterCustomerRequest } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { contractResolver, type FormErrorTexts } from "./resolver";

const es: FormErrorTexts = {
  required: "Este campo es obligatorio.",
  email: "Escribe un correo válido.",
  minLength: (n) => `Usa al menos ${n} caracteres.`,
  maxLength: (n) => `Usa como máximo ${n} caracteres.`,
  phone: "Escribe un teléfono válido.",
  invalid: "Revisa este campo.",
};

// biome-ignore lint/suspicious/noExplicitAny: resolver context/options are irrelevant here.
const run = (resolver: any, values: Record<string, unknown>) => resolver(values, undefined, {});

describe("contractResolver", () => {
  it("localizes the contracts' English messages", async () => {
    const resolver = contractResolver<{ email: string; password: string }>({
      schema: async () => LoginRequest,
      toPayload: (v) => v,
      texts: es,
    });
    const { errors } = await run(resolver, { email: "nope", password: "" });
    expect(errors.email.message).toBe("Escribe un correo válido.");
    expect(errors.password.message).toBe("Este campo es obligatorio.");
  });

  it("reports lengths, phones and extra checks", async () => {
    const resolver = contractResolver<Record<string, string>>({
      schema: async () => RegisterCustomerRequest,
      toPayload: (v) => ({ role: "customer", ...v }),
      texts: es,
    });
    const { errors } = await run(resolver, {
      email: "a@b.co",
      password: "short",
      fullName: "Ana",
      companyName: "A",
      phoneNumber: "abc",
    });
    expect(errors.password.message).toBe("Usa al menos 8 caracteres.");
    expect(errors.companyName.message).toBe("Usa al menos 2 caracteres.");
    expect(errors.phoneNumber.message).toBe("Escribe un teléfono válido.");

    const change = contractResolver<Record<string, string>>({
      schema: async () => ChangePasswordRequest,
      toPayload: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
      texts: es,
      extra: (v) => (v.confirm !== v.newPassword ? { confirm: "No coinciden." } : {}),
    });
    const result = await run(change, {
      currentPassword: "x",
      newPassword: "long enough",
      confirm: "other",
    });
    expect(result.errors.confirm.message).toBe("No coinciden.");
  });

  it("passes valid values through", async () => {
    const resolver = contractResolver<{ email: string; password: string }>({
      schema: async () => LoginRequest,
      toPayload: (v) => v,
      texts: es,
    });
    const values = { email: "ana@example.com", password: "secret" };
    expect(await run(resolver, values)).toEqual({ values, errors: {} });
  });
});
