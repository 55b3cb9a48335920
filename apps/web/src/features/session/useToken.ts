"use client";

import { useSyncExternalStore } from "react";
import { readToken, subscribeToken } from "./storage";

/** The stored token; `undefined` while rendering on the server or hydrating. */
export function useToken(): string | null | undefined {
  return useSyncExternalStore(subscribeToken, readToken, () => undefined);
}
