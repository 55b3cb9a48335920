import { LoginRequest } from "@encaja/contracts/identity";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/client";
import { googleStartUrl } from "./googleFlow";
import { firstInvalid } from "./loginFields";
import {
  afterSignInPath,
  loginBody,
  loginErrors,
  portalForAccount,
  safeCallback,
  serverLoginErrors,
  waitMinutes,
  withCallback,
} from "./signIn";

const texts = {
  required: "Este campo es obligatorio.",
  email: "Escribe un correo válido, por ejemplo nombre@empresa.com.",
  minLength: (min: number) => `Usa al menos ${min} caracteres.`,
  maxLength: (max: number) => `Usa como máximo ${max} caracteres.`,
  phone: "phone",
  invalid: "Revisa este campo.",
};

describe("sign-in validation", () => {
  it("asks for both fields when empty, email first", () => {
    const errors = loginErrors(LoginRequest, { email: "", password: "" }, "developer", texts);
    expect(errors).toEqual({ email: texts.required, password: texts.required });
    expect(firstInvalid(errors)).toBe("email");
  });

  it("treats a blank email as missing and a malformed one as invalid", () => {
    expect(loginErrors(LoginRequest, { email: "   ", password: "x" }, "customer", texts)).toEqual({
      email: texts.required,
    });
    const errors = loginErrors(
      LoginRequest,
      { email: "no-es-un-correo", password: "" },
      "developer",
      texts,
    );
    expect(errors).toEqual({ email: texts.email, password: texts.required });
    expect(
      firstInvalid(
        loginErrors(LoginRequest, { email: "a@b.co", password: "" }, "developer", texts),
      ),
    ).toBe("password");
  });

  it("accepts a valid email (with spaces around it) and any password", () => {
    expect(
      loginErrors(LoginRequest, { email: " ana@example.com ", password: "p" }, "customer", texts),
    ).toEqual({});
    expect(firstInvalid({})).toBeUndefined();
  });

  it("sends the email trimmed, the password as typed and the portal", () => {
    expect(loginBody({ email: " ana@example.com ", password: " p " }, "customer")).toEqual({
      email: "ana@example.com",
      password: " p ",
      portal: "customer",
    });
  });

  it("maps an API validation answer to the fields (English text only in English)", () => {
    const error = new ApiError(400, {
      statusCode: 400,
      code: "VALIDATION",
      message: "Validation failed",
      errors: [{ path: "body.email", message: "Invalid email address" }],
    });
    expect(serverLoginErrors(error, "en", "Please check this field.")).toEqual({
      email: "Invalid email address",
    });
    expect(serverLoginErrors(error, "es", "Revisa este campo.")).toEqual({
      email: "Revisa este campo.",
    });
    expect(serverLoginErrors(new Error("x"), "es", "Revisa este campo.")).toEqual({});
  });
});

describe("after signing in", () => {
  it("goes to a safe callback, else the role's home", () => {
    expect(afterSignInPath("developer", "/dashboard/profile")).toBe("/dashboard/profile");
    expect(afterSignInPath("developer", null)).toBe("/dashboard");
    expect(afterSignInPath("customer", undefined)).toBe("/customers/dashboard");
    expect(afterSignInPath("matchers", null)).toBe("/matchers");
    for (const unsafe of ["//evil.example", "/\\evil.example", "https://evil.example/x", "/\t/x"]) {
      expect(afterSignInPath("developer", unsafe)).toBe("/dashboard");
    }
  });

  it("reads only a safe callback from the query", () => {
    expect(safeCallback("/dashboard")).toBe("/dashboard");
    expect(safeCallback(["/a", "/b"])).toBe("/a");
    expect(safeCallback("//evil.example")).toBeNull();
    expect(safeCallback("https://evil.example/x")).toBeNull();
    expect(safeCallback(undefined)).toBeNull();
  });

  it("keeps the callback on the other portal's link", () => {
    expect(withCallback("/customers/login", null)).toBe("/customers/login");
    expect(withCallback("/login", "/jobs/1?x=1")).toBe("/login?callback=%2Fjobs%2F1%3Fx%3D1");
    expect(withCallback("/a?b=1", "/c")).toBe("/a?b=1&callback=%2Fc");
  });
});

describe("too many attempts", () => {
  it("answers the minutes to wait for a 429 with retryAfterSeconds, else null", () => {
    const limited = (seconds: number) =>
      new ApiError(429, {
        statusCode: 429,
        code: "E0009",
        message: "Too many",
        retryAfterSeconds: seconds,
      });
    expect(waitMinutes(limited(840))).toBe(14);
    expect(waitMinutes(limited(841))).toBe(15);
    expect(waitMinutes(new ApiError(401))).toBeNull();
    expect(waitMinutes(new Error("x"))).toBeNull();
  });
});

describe("the portal that takes a refused account", () => {
  const refused = (code: string, status = 403) =>
    new ApiError(status, { statusCode: status, code, message: "Refused" });

  it("offers the customer portal to a company refused at the developer sign-in", () => {
    expect(portalForAccount(refused("E0010"), "developer")).toBe("customer");
  });

  it("offers nothing for any other failure or portal", () => {
    expect(portalForAccount(refused("E0010"), "customer")).toBeNull();
    expect(portalForAccount(refused("E0009"), "customer")).toBeNull();
    expect(portalForAccount(refused("E00IUC", 401), "developer")).toBeNull();
    expect(portalForAccount(new ApiError(0), "developer")).toBeNull();
    expect(portalForAccount(new Error("E0010"), "developer")).toBeNull();
  });
});

describe("Google sign-in address", () => {
  it("keeps the locale on the callback and adds the flow", () => {
    const base = { portal: "developer" as const, mode: "signin" as const };
    expect(googleStartUrl("http://api", { ...base, callback: null, locale: "es" })).toBe(
      "http://api/auth/google?portal=developer&mode=signin",
    );
    expect(googleStartUrl("http://api", { ...base, callback: "/jobs/1", locale: "en" })).toBe(
      "http://api/auth/google?portal=developer&mode=signin&callback=%2Fen%2Fjobs%2F1",
    );
    expect(
      googleStartUrl("http://api", { ...base, callback: "/", locale: "en", flow: "abc" }),
    ).toBe("http://api/auth/google?portal=developer&mode=signin&callback=%2Fen&flow=abc");
  });
});
