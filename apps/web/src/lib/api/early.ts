/**
 * The session's `GET /users/me`, started by /runtime-config.js as the document is parsed, before
 * the app's scripts have loaded and hydrated: the page's own me call then takes that answer
 * instead of asking again after hydration (one round trip less before a signed-in page can ask
 * for its data). Plain script text, no imports: it runs before any module.
 */
import { TOKEN_KEY } from "@/features/session/storage";

type Early = { token: string; at: number; response: Promise<Response> };

declare global {
  interface Window {
    __ENCAJA_EARLY__?: Record<string, Early>;
  }
}

/** An early answer older than this is not used (the page asked much later, e.g. after idling). */
const EARLY_MAX_AGE_MS = 10_000;

/** The script that starts the early me call, given the API's URL (appended to runtime-config). */
export function earlyMeScript(apiUrl: string): string {
  const url = JSON.stringify(`${apiUrl}/users/me`).replace(/</g, "\\u003c");
  return `try{var t=localStorage.getItem(${JSON.stringify(TOKEN_KEY)});if(t){var u=${url},r=fetch(u,{headers:{Accept:"application/json",Authorization:"Bearer "+t},credentials:"omit"});r.catch(function(){});window.__ENCAJA_EARLY__={};window.__ENCAJA_EARLY__[u]={token:t,at:Date.now(),response:r};}}catch(e){}\n`;
}

/** The early answer for a GET of `url` with `token`, once (it is removed), if there is one. */
export function takeEarlyResponse(url: string, token: string | null | undefined) {
  if (typeof window === "undefined" || !token) return undefined;
  const early = window.__ENCAJA_EARLY__?.[url];
  if (!early) return undefined;
  delete window.__ENCAJA_EARLY__?.[url];
  if (early.token !== token || Date.now() - early.at > EARLY_MAX_AGE_MS) return undefined;
  return early.response;
}
