// @vitest-environment happy-dom
import type { InterviewerAvailability } from "@encaja/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOKEN_KEY } from "@/features/session/storage";
import { ToastProvider } from "@/features/toast/ToastProvider";
import { ApiUrlProvider } from "@/lib/config/ApiUrlProvider";
import en from "../../../messages/en.json";
import { AvailabilityForm } from "./AvailabilityForm";

/** A full week: two windows a day, Monday to Friday. */
const saved: InterviewerAvailability = {
  timeZone: "America/Argentina/Buenos_Aires",
  windows: [1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, startMinute: 540, endMinute: 780 },
    { weekday, startMinute: 840, endMinute: 1080 },
  ]),
};

let sent: unknown[] = [];

beforeEach(() => {
  sent = [];
  window.localStorage.setItem(TOKEN_KEY, "token");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === "PUT") sent.push(JSON.parse(String(init.body)));
      const body = init?.method === "PUT" ? String(init.body) : JSON.stringify(saved);
      return new Response(body, { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function renderForm() {
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <ApiUrlProvider fallback="http://api.test">
        <QueryClientProvider client={new QueryClient()}>
          <ToastProvider>
            <AvailabilityForm />
          </ToastProvider>
        </QueryClientProvider>
      </ApiUrlProvider>
    </NextIntlClientProvider>,
  );
}

describe("the interviewer's availability form", () => {
  it("shows every saved window and the saved time zone among every zone", async () => {
    renderForm();
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(10));
    expect(screen.getByRole("listitem", { name: "Window 10" })).toBeTruthy();
    const zone = screen.getByRole("combobox", { name: /^Time zone/ }) as HTMLSelectElement;
    expect(zone.value).toBe("America/Argentina/Buenos_Aires");
    await waitFor(() => expect(zone.options.length).toBeGreaterThan(50));
    expect(zone.value).toBe("America/Argentina/Buenos_Aires");
  });

  it("saves the whole week as it was read", async () => {
    renderForm();
    await userEvent.click(await screen.findByRole("button", { name: "Save availability" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual(saved);
  });

  it("flags a window that ends before it starts, on its day field, and saves nothing", async () => {
    renderForm();
    const end = await screen.findByLabelText("End of window 2");
    await userEvent.clear(end);
    await userEvent.type(end, "08:00");
    await userEvent.click(screen.getByRole("button", { name: "Save availability" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Window 2:");
    const day = screen.getByRole("combobox", { name: "Day of window 2" });
    expect(day.getAttribute("aria-invalid")).toBe("true");
    expect(
      screen.getByRole("combobox", { name: "Day of window 1" }).hasAttribute("aria-invalid"),
    ).toBe(false);
    const note = document.getElementById(day.getAttribute("aria-describedby") ?? "");
    expect(note?.textContent).toBe("Check this window");
    expect(sent).toHaveLength(0);
  });

  it("removes a window by its button, and the rest keep their order", async () => {
    renderForm();
    await userEvent.click(await screen.findByRole("button", { name: "Remove window 1" }));
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(9));
    expect((screen.getByLabelText("Start of window 1") as HTMLInputElement).value).toBe("14:00");
  });
});
