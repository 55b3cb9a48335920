// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiUrlProvider } from "@/lib/config/ApiUrlProvider";
import { clearSession, storeSession } from "../session/storage";
import { RealtimeProvider, useRealtime, useRealtimeFrames } from "./RealtimeProvider";

function Status() {
  useRealtimeFrames("unread", () => {});
  return <p>status {useRealtime().status}</p>;
}

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe("RealtimeProvider", () => {
  it("stays closed, and keeps the page, when the browser refuses the socket's URL", async () => {
    const refused = vi.fn(() => {
      throw new DOMException("insecure WebSocket from an https page", "SecurityError");
    });
    vi.stubGlobal("WebSocket", refused);
    storeSession("a-token-long-enough-for-the-auth-frame");
    render(
      <ApiUrlProvider fallback="http://127.0.0.1:4000">
        <RealtimeProvider>
          <Status />
        </RealtimeProvider>
      </ApiUrlProvider>,
    );
    expect(await screen.findByText("status closed")).toBeTruthy();
    expect(refused).toHaveBeenCalledWith("ws://127.0.0.1:4000/realtime");
  });
});
