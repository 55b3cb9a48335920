import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { afterEach, describe, expect, vi } from "vitest";
import { TOKEN_KEY } from "@/features/session/storage";
import { ToastProvider } from "@/features/toast/ToastProvider";
import { ApiUrlProvider } from "@/lib/config/ApiUrlProvider";
import en from "../../../../messages/en.json";
import es from "../../../../messages/es.json";
import { validationEnvelope } from "../validationEnvelope";

export type TestLocale = "es" | "en";
export const testMessages = { es, en } as const;
export const testLocales: TestLocale[] = ["es", "en"];

type Messages = (typeof testMessages)[TestLocale];

/**
 * Describes a component once in each locale, with that locale's messages. After each test it
 * unmounts what it rendered, restores `fetch` and clears the fake router's calls.
 */
export function describeInLocales(
  name: string,
  body: (locale: TestLocale, messages: Messages) => void,
) {
  describe.each(testLocales)(`${name} (%s)`, (locale) => {
    afterEach(() => {
      cleanup();
      vi.unstubAllGlobals();
      vi.clearAllMocks();
    });
    body(locale, testMessages[locale]);
  });
}

/** A request the page sent to the fake API. */
export type SentRequest = { method: string; path: string; body: unknown };
export type FakeAnswer = { status: number; body?: unknown };
/** How the fake API answers a request: nothing means 404. */
export type Answerer = (request: SentRequest) => FakeAnswer | undefined;

export const API = "http://api.test";

/**
 * Replaces `fetch` with a fake API: `answer` gets each request (404 when it returns nothing);
 * the returned list records every request sent.
 */
export function fakeApi(answer: Answerer) {
  const sent: SentRequest[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const { pathname, search } = new URL(url);
    const request = {
      method: init.method ?? "GET",
      path: pathname + search,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    sent.push(request);
    const { status, body } = answer(request) ?? {
      status: 404,
      body: { statusCode: 404, code: "NOT_FOUND", message: "Not found" },
    };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });
  });
  return sent;
}

/** The catalogue's answers the offer requirements need (its main stacks). */
export function catalogAnswer(request: SentRequest): FakeAnswer | undefined {
  if (request.method === "GET" && request.path === "/catalog/stacks")
    return { status: 200, body: { items: [{ code: "node_react", name: "Node.js + React" }] } };
  return undefined;
}

/** One resource of the API at `path`: a GET gets `body`, a write `onWrite`'s answer; elsewhere 404. */
export const resourceAnswer =
  (path: string, body: unknown, onWrite: Answerer): Answerer =>
  (request) => {
    if (request.path !== path) return undefined;
    return request.method === "GET" ? { status: 200, body } : onWrite(request);
  };

/** The requests that change something (what a submit sends). */
export const writes = (sent: SentRequest[]) => sent.filter((r) => r.method !== "GET");

/** Whether a button (or field) can be used now. */
export const enabled = (element: HTMLElement) => !(element as HTMLButtonElement).disabled;

/** A 400 VALIDATION answer naming the given body paths ("body.title"). */
export const validationAnswer = (errors: Array<{ path: string; message: string }>) => ({
  status: 400,
  body: validationEnvelope(errors),
});

/**
 * Renders `ui` in the providers an app page has (messages, queries, toasts, the API's origin,
 * a signed-in token). The test file mocks `@/i18n/navigation` with ./fakeNavigation.
 */
export function renderWithProviders(
  ui: ReactNode,
  locale: TestLocale,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  localStorage.setItem(TOKEN_KEY, "test-token");
  const wrap = (children: ReactNode) => (
    <NextIntlClientProvider locale={locale} timeZone="UTC" messages={testMessages[locale]}>
      <QueryClientProvider client={queryClient}>
        <ApiUrlProvider fallback={API}>
          <ToastProvider>{children}</ToastProvider>
        </ApiUrlProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>
  );
  const view = render(wrap(ui));
  return { ...view, queryClient };
}

/**
 * Renders a form over the fake API (`answer`), waits until its submit button (named `submit`)
 * can be pressed, and hands back that button, a user to act with and the writes sent so far.
 */
export async function renderForm(
  ui: ReactNode,
  locale: TestLocale,
  { answer, submit }: { answer: Answerer; submit: string },
) {
  const sent = fakeApi(answer);
  renderWithProviders(ui, locale);
  const button = await screen.findByRole("button", { name: submit });
  await waitFor(() => expect(enabled(button)).toBe(true));
  return { submit: button, user: userEvent.setup(), writes: () => writes(sent) };
}
