// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useUnreadChats } from "@/features/chat/queries";
import { API, renderWithProviders } from "@/features/forms/testing/formTestKit";
import { makeQueryClient } from "@/features/providers/QueryProvider";

function UnreadLine() {
  const unread = useUnreadChats();
  return <p>{unread.data ? `unread ${unread.data.chats}` : "loading"}</p>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.__ENCAJA_EARLY__;
});

// With the app's query defaults: an early answer is fresh for as long as any other.
describe("a page's first render with its early answers", () => {
  it("shows an early answer already read, without asking the API again", async () => {
    const fetchMock = vi.fn(async () => new Response('{"chats":9}'));
    vi.stubGlobal("fetch", fetchMock);
    window.__ENCAJA_EARLY__ = {
      [`${API}/chats/unread`]: {
        token: "test-token",
        at: Date.now(),
        response: Promise.resolve(new Response('{"chats":3}')),
        read: 1,
        body: { chats: 3 },
      },
    };
    renderWithProviders(<UnreadLine />, "en", makeQueryClient());
    expect(screen.getByText("unread 3")).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows its loading state first and asks the API when no early answer has been read", async () => {
    const fetchMock = vi.fn(async () => new Response('{"chats":9}'));
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<UnreadLine />, "en", makeQueryClient());
    expect(screen.getByText("loading")).toBeTruthy();
    expect(await screen.findByText("unread 9")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
