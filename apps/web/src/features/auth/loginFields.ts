/**
 * The sign-in form's fields, apart from its checks: the form island imports this on the first
 * load, while signIn.ts (the checks, the API error mapping) loads when the visitor starts.
 */

export type LoginField = "email" | "password";
export type LoginValues = Record<LoginField, string>;
export type LoginErrors = Partial<Record<LoginField, string>>;

/** The form's fields in page order: the first one with an error takes the focus. */
export const LOGIN_FIELDS: readonly LoginField[] = ["email", "password"];

/** The first field, in page order, that has an error. */
export function firstInvalid(errors: LoginErrors): LoginField | undefined {
  return LOGIN_FIELDS.find((field) => errors[field]);
}
