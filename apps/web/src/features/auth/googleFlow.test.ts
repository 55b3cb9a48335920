import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { beginGoogleFlow, completeGoogleFlow, GOOGLE_FLOW_KEY } from "./googleFlow";

let store: Map<string, string>;
beforeEach(() => {
  store = new Map();
  vi.stubGlobal("window", {
    sessionStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("Google flow binding", () => {
  it("accepts the flow this tab started, once", () => {
    const flow = beginGoogleFlow();
    expect(flow).toMatch(/^[0-9a-f]{48}$/);
    expect(completeGoogleFlow(flow)).toBe(true);
    expect(store.has(GOOGLE_FLOW_KEY)).toBe(false);
    expect(completeGoogleFlow(flow)).toBe(false);
  });

  it("refuses a missing, different or expired flow", () => {
    expect(completeGoogleFlow("abcdefghijklmnopqrst")).toBe(false);
    expect(completeGoogleFlow(null)).toBe(false);
    const flow = beginGoogleFlow();
    expect(completeGoogleFlow(`${flow}x`)).toBe(false);
    // a wrong guess spends the pending flow too
    expect(completeGoogleFlow(flow)).toBe(false);

    vi.useFakeTimers();
    const late = beginGoogleFlow();
    vi.setSystemTime(Date.now() + 11 * 60_000);
    expect(completeGoogleFlow(late)).toBe(false);
  });

  it("starts no flow when storage is unavailable", () => {
    vi.stubGlobal("window", {
      sessionStorage: {
        setItem: () => {
          throw new Error("denied");
        },
      },
    });
    expect(beginGoogleFlow()).toBeNull();
  });
});
