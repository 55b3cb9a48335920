import type { ConsoleMessage, Page, Response, TestInfo } from "@playwright/test";

/**
 * Fails a browser test on an unexpected console error, uncaught page error or HTTP answer
 * >= 400 from our own origins (the web and the API). A test that provokes one on purpose (a
 * wrong password's 401, a second application's 409, a rate limit's 429) says so first:
 *
 *   consoleGuard.allow({ status: 409, url: /\/jobs\/.+\/apply$/ });
 *   consoleGuard.allow({ console: /Some expected message/ });
 */
export type Allowance = {
  /** The HTTP status (or statuses) allowed; any status when left out. */
  status?: number | number[];
  /** Part of the request URL (string) or a pattern it must match; any URL when left out. */
  url?: string | RegExp;
  /** A console/page error text allowed (instead of a response). */
  console?: string | RegExp;
};

export type ConsoleGuard = {
  /** Allows an expected failure for the rest of the test. */
  allow: (allowance: Allowance) => void;
  /** Problems seen so far that no allowance covers. */
  problems: () => string[];
};

const matches = (pattern: string | RegExp | undefined, text: string) =>
  pattern === undefined ||
  (typeof pattern === "string" ? text.includes(pattern) : pattern.test(text));

// Chromium logs every answer >= 400 as "Failed to load resource: … status of N": the response
// check below judges those (with their URL), so the console copy is not counted twice.
const resourceStatusLog = /^Failed to load resource: the server responded with a status of \d+/;

export function watchConsole(page: Page, origins: string[]): ConsoleGuard {
  const allowances: Allowance[] = [];
  const seen: Array<
    { kind: "response"; status: number; url: string } | { kind: "console"; text: string }
  > = [];
  const ours = (url: string) => origins.some((origin) => url.startsWith(origin));

  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== "error") return;
    const text = message.text();
    if (resourceStatusLog.test(text)) return;
    const where = message.location().url;
    seen.push({ kind: "console", text: where ? `${text} (at ${where})` : text });
  };
  const onPageError = (error: Error) => {
    seen.push({ kind: "console", text: `Uncaught: ${error.message}` });
  };
  const onResponse = (response: Response) => {
    const url = response.url();
    if (response.status() >= 400 && ours(url)) {
      seen.push({ kind: "response", status: response.status(), url });
    }
  };
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  page.on("response", onResponse);

  const allowed = (item: (typeof seen)[number]) =>
    allowances.some((a) => {
      if (item.kind === "console") return a.console !== undefined && matches(a.console, item.text);
      if (a.console !== undefined) return false;
      const statuses = a.status === undefined ? null : [a.status].flat();
      return (statuses === null || statuses.includes(item.status)) && matches(a.url, item.url);
    });

  return {
    allow: (allowance) => {
      allowances.push(allowance);
    },
    problems: () =>
      seen
        .filter((item) => !allowed(item))
        .map((item) =>
          item.kind === "console"
            ? `console error: ${item.text}`
            : `HTTP ${item.status} from ${item.url}`,
        ),
  };
}

/** After the test: fails it with the list of unexpected problems (unless it already failed). */
export function assertQuiet(guard: ConsoleGuard, testInfo: TestInfo) {
  if (testInfo.status !== testInfo.expectedStatus) return;
  const problems = [...new Set(guard.problems())];
  if (problems.length > 0) {
    throw new Error(
      `Unexpected console errors or failed requests (allow expected ones with consoleGuard.allow):\n  ${problems.join("\n  ")}`,
    );
  }
}
