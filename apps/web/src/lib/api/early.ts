/**
 * The session's `GET /users/me`, and the first reads of the signed-in page being opened, started
 * by the inline runtime config as the document is parsed, before the app's scripts have loaded
 * and hydrated: the page's own calls then take those answers instead of asking after hydration
 * (their round trips overlap the scripts' load). Plain script text, no imports: it runs before
 * any module.
 */
import { TOKEN_KEY } from "@/features/session/storage";

/** An early GET: its answer, and once a 200 answer's body has been read, that body's JSON. */
type Early = { token: string; at: number; response: Promise<Response>; read?: 1; body?: unknown };

declare global {
  interface Window {
    __ENCAJA_EARLY__?: Record<string, Early>;
  }
}

/** An early answer older than this is not used (the page asked much later, e.g. after idling). */
const EARLY_MAX_AGE_MS = 10_000;

/**
 * A signed-in page's first GETs: its path without the locale, and its query string if any, as a
 * regular expression (a group captures the id in the page's path), the URL hash it needs ("" for
 * any), and the API paths (`__id__` stands for the captured id; a path with `__me__`, the
 * signed-in user's id, is asked once the me call has answered). Each must be the exact URL the
 * page asks for, or its answer is simply not used (lib/api/early-reads.ts builds them from the
 * routes table).
 */
export type EarlyPageReads = readonly (readonly [page: string, hash: string, paths: string[]])[];

/** The placeholder of the page's id in an early read's path. */
export const EARLY_ID = "__id__";
/** The placeholder of the signed-in user's id (`userId` of the me answer). */
export const EARLY_ME = "__me__";

/**
 * The script that starts the early me call and the opened page's reads, given the API's URL
 * (appended to the runtime config).
 */
export function earlyScript(apiUrl: string, pageReads: EarlyPageReads = []): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
  return `try{var t=localStorage.getItem(${json(TOKEN_KEY)});if(t){var a=${json(apiUrl)},E=window.__ENCAJA_EARLY__={},h={Accept:"application/json",Authorization:"Bearer "+t},g=function(p){var u=a+p,r=fetch(u,{headers:h,credentials:"omit"}),e=E[u]={token:t,at:Date.now(),response:r};return r.then(function(x){return x.status===200?x.clone().json().then(function(b){e.body=b;e.read=1;return b}):null}).catch(function(){return null});},W=g("/users/me"),f=function(p){if(p.indexOf(${json(EARLY_ME)})<0)return g(p);W.then(function(m){if(m&&m.userId)g(p.split(${json(EARLY_ME)}).join(m.userId));});},P=location.pathname.replace(/^\\/(es|en)(?=\\/|$)/,"")+location.search,H=location.hash.slice(1),R=${json(pageReads)};for(var i=0;i<R.length;i++){var m=new RegExp(R[i][0]).exec(P);if(m&&(!R[i][1]||R[i][1]===H))for(var j=0;j<R[i][2].length;j++)f(R[i][2][j].split(${json(EARLY_ID)}).join(m[1]||""));}}}catch(e){}\n`;
}

/**
 * The early entry for a GET of `url` with `token`, once (it is removed), if there is one and
 * `ready` says it can be used now; one that is not ready stays.
 */
function takeEarly(
  url: string,
  token: string | null | undefined,
  ready: (early: Early) => boolean,
) {
  if (typeof window === "undefined" || !token) return undefined;
  const early = window.__ENCAJA_EARLY__?.[url];
  if (!early || !ready(early)) return undefined;
  delete window.__ENCAJA_EARLY__?.[url];
  if (early.token !== token || Date.now() - early.at > EARLY_MAX_AGE_MS) return undefined;
  return early;
}

/** The early answer for a GET of `url` with `token`, once (it is removed), if there is one. */
export function takeEarlyResponse(url: string, token: string | null | undefined) {
  return takeEarly(url, token, () => true)?.response;
}

/**
 * The JSON body of the early 200 answer for a GET of `url` with `token`, once (it is removed), if
 * it has already been read: a page's first render can then show it instead of a loading state.
 * An answer still on its way stays for {@link takeEarlyResponse}.
 */
export function takeEarlyBody(
  url: string,
  token: string | null | undefined,
): { body: unknown; at: number } | undefined {
  const early = takeEarly(url, token, (entry) => entry.read === 1);
  return early && { body: early.body, at: early.at };
}

/**
 * Drops every early answer not taken yet: called before any write, so a read after it (a page
 * refreshing what the write changed) never gets an answer from before it.
 */
export function dropEarlyResponses() {
  if (typeof window !== "undefined") delete window.__ENCAJA_EARLY__;
}
