/**
 * What the sign-in form does beyond showing itself, loaded when the visitor starts on the form
 * or the page is idle (never in the first load, ADR 0040): the checks with the contracts schema,
 * the request, the session and what a failure means.
 */
import { auth } from "@encaja/contracts/routes/auth";
import { readToken, storeSession } from "@/features/session/storage";
import { call } from "@/lib/api/call";
import { routes } from "@/lib/api/routes";
import type { LoginErrors, LoginValues } from "./loginFields";
import {
  afterSignInPath,
  loginBody,
  loginErrors,
  portalForAccount,
  serverLoginErrors,
  waitMinutes,
} from "./signIn";

type Portal = "developer" | "customer";
/** The Forms messages the checks use (the form's `useTranslations("Forms")`). */
type FormsText = (
  key: "required" | "email" | "minLength" | "maxLength" | "phone" | "invalid",
  values?: { min?: number; max?: number },
) => string;

/** Each field's first problem, in the page's language. */
export function validate(values: LoginValues, portal: Portal, t: FormsText): LoginErrors {
  return loginErrors(auth.login.body, values, portal, {
    required: t("required"),
    email: t("email"),
    minLength: (min) => t("minLength", { min }),
    maxLength: (max) => t("maxLength", { max }),
    phone: t("phone"),
    invalid: t("invalid"),
  });
}

/**
 * Posts the sign-in (with the stored token, as every call does), stores the session it answers
 * and answers where to go: the safe callback, else the role's home.
 */
export async function signIn(
  apiUrl: string,
  values: LoginValues,
  portal: Portal,
  callback: string | null,
): Promise<string> {
  const answer = await call(
    apiUrl,
    routes.auth.login,
    { body: loginBody(values, portal) },
    { token: readToken() },
  );
  storeSession(answer.access_token, answer.role);
  return afterSignInPath(answer.role, callback);
}

export type Failure =
  /** Too many attempts: the minutes to wait, shown above the form (no toast). */
  | { wait: number }
  /**
   * Anything else: the fields the API refused and the failure's text; `continueAs` names the
   * portal that takes this account (a company at the developer sign-in), offered in one click.
   */
  | { wait: null; errors: LoginErrors; message: string; continueAs: Portal | null };

/**
 * What a failed sign-in shows; the error is reported like every error the app shows. The error
 * catalogue (the whole contracts module) loads only now, with a failure.
 */
export async function explain(
  error: unknown,
  portal: Portal,
  locale: string,
  invalid: string,
): Promise<Failure> {
  const wait = waitMinutes(error);
  if (wait !== null) return { wait };
  if (process.env.NODE_ENV !== "production") console.error(error);
  const { apiErrorMessage } = await import("@/lib/api/errors");
  return {
    wait: null,
    errors: serverLoginErrors(error, locale, invalid),
    message: apiErrorMessage(error, locale === "en" ? "en" : "es"),
    continueAs: portalForAccount(error, portal),
  };
}
