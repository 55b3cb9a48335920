const DEFAULT_API_URL = "http://localhost:4000";

/**
 * The API origin, read from the environment at request time (never inlined at build
 * time), so one build runs against any API. Trailing slashes are dropped.
 */
export function serverApiUrl(): string {
  const raw = process.env.API_URL?.trim() || DEFAULT_API_URL;
  try {
    const url = new URL(raw);
    return url.href.replace(/\/+$/, "");
  } catch {
    throw new Error(`API_URL is not a valid URL: "${raw}"`);
  }
}

const DEFAULT_WEB_URL = "http://localhost:3000";

/** The public origin of the web app (canonical links, sitemap), from WEB_URL at request time. */
export function serverWebUrl(): string {
  const raw = process.env.WEB_URL?.trim() || DEFAULT_WEB_URL;
  try {
    return new URL(raw).origin;
  } catch {
    throw new Error(`WEB_URL is not a valid URL: "${raw}"`);
  }
}

/** Extra origins the browser may call (analytics), when configured. */
export function extraConnectOrigins(): string[] {
  const host = process.env.POSTHOG_HOST?.trim();
  if (!host || !process.env.POSTHOG_KEY) return [];
  try {
    return [new URL(host).origin];
  } catch {
    return [];
  }
}
