"use client";

import { useSyncExternalStore } from "react";

const noop = () => () => undefined;

/**
 * False during server rendering and hydration, true after. Submit buttons stay disabled
 * until then, so a click before hydration never falls back to a native form submission
 * (which would put the fields, passwords included, in the URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
