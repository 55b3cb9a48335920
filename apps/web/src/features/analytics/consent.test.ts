import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  arePreferencesOpen,
  CONSENT_KEY,
  openConsentPreferences,
  readConsent,
  subscribeConsent,
  writeConsent,
} from "./consent";

/** A window with a Map-backed localStorage that can fire "storage" events like another tab. */
function fakeWindow() {
  const items = new Map<string, string>();
  const target = new EventTarget();
  return Object.assign(target, {
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
    /** Another tab wrote `value` under `key`. */
    otherTab(key: string, value: string) {
      items.set(key, value);
      const event = new Event("storage") as Event & { key: string };
      event.key = key;
      target.dispatchEvent(event);
    },
  });
}

describe("the consent store", () => {
  let win: ReturnType<typeof fakeWindow>;
  beforeEach(() => {
    win = fakeWindow();
    vi.stubGlobal("window", win);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is pending until a valid choice is stored", () => {
    expect(readConsent()).toBe("pending");
    win.localStorage.setItem(CONSENT_KEY, "maybe");
    expect(readConsent()).toBe("pending");
    writeConsent("granted");
    expect(win.localStorage.getItem(CONSENT_KEY)).toBe("granted");
    expect(readConsent()).toBe("granted");
    writeConsent("denied");
    expect(readConsent()).toBe("denied");
    writeConsent("pending");
    expect(win.localStorage.getItem(CONSENT_KEY)).toBeNull();
  });

  it("notifies this tab's subscribers and closes reopened preferences on a choice", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    openConsentPreferences();
    expect(arePreferencesOpen()).toBe(true);
    writeConsent("denied");
    expect(arePreferencesOpen()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    writeConsent("granted");
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("follows a choice made in another tab, ignoring other keys", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    win.otherTab("encaja.access_token", "x");
    expect(listener).not.toHaveBeenCalled();
    win.otherTab(CONSENT_KEY, "granted");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(readConsent()).toBe("granted");
    unsubscribe();
  });
});
