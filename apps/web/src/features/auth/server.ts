import { routes } from "@/lib/api/routes";
import { serverCall } from "@/lib/api/server-call";
import { serverApiUrl } from "@/lib/config/server";
import { googleStartUrl } from "./googleFlow";

/** How long the API's answer about Google sign-in is kept (it changes with a redeploy). */
const KEEP_MS = 5 * 60_000;
/** A sign-in page never waits longer than this for the answer (no button then). */
const WAIT_MS = 1500;

let known: { at: number; google: boolean } | null = null;

/** Whether the API has Google sign-in configured: asked by the server, kept a few minutes. */
async function googleOffered(): Promise<boolean> {
  if (known && Date.now() - known.at < KEEP_MS) return known.google;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), WAIT_MS);
  });
  const asked = serverCall(serverApiUrl(), routes.auth.providers, {}).then(
    (answer) => answer.google,
    () => null,
  );
  const google = await Promise.race([asked, late]).finally(() => clearTimeout(timer));
  if (google === null) return false;
  known = { at: Date.now(), google };
  return google;
}

/**
 * The "Continue with Google" address for a sign-in page, or null when Google sign-in is not
 * configured: the server renders the button, so the page needs no script to show it and
 * nothing moves when it appears (ADR 0040).
 */
export async function googleSignInHref(options: {
  portal: "developer" | "customer";
  callback: string | null;
  locale: string;
}): Promise<string | null> {
  if (!(await googleOffered())) return null;
  return googleStartUrl(serverApiUrl(), { ...options, mode: "signin" });
}
