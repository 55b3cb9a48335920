import { identityErrorCodes, type Role, roleHomes } from "@encaja/contracts";
import type { Mode } from "./accounts";

/** The web page that finishes a Google sign-in; the token travels in the fragment only. */
export function successRedirect(
  webUrl: string,
  result: { accessToken: string; role: Role; callback: string | null; flow?: string | null },
): string {
  const fragment = new URLSearchParams({
    access_token: result.accessToken,
    role: result.role,
    callback: result.callback ?? roleHomes[result.role],
  });
  // The web page accepts the token only when this matches the flow its tab started.
  if (result.flow) fragment.set("flow", result.flow);
  return `${webUrl}/login/success#${fragment}`;
}

const known = new Set<string>(identityErrorCodes);

/** Sign-in failures go to /login/failure, sign-up failures to /signup/failure. */
export function failureRedirect(webUrl: string, mode: Mode, code: string): string {
  const page = mode === "signup" ? "signup" : "login";
  const shown = known.has(code) ? code : "E00GAF";
  return `${webUrl}/${page}/failure?code=${encodeURIComponent(shown)}`;
}
