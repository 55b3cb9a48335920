"use client";

import type { Endpoint, EndpointInput, EndpointOutput } from "@encaja/contracts";
import { useLocale } from "next-intl";
import { useCallback, useState } from "react";
import { readToken } from "@/features/session/storage";
import { useToast } from "@/features/toast/ToastProvider";
import { useApiUrl } from "@/lib/config/ApiUrlProvider";
import { type CallOptions, call, callUpload } from "./call";
import { ApiError } from "./client";
import { earlyQueryData } from "./early-data";

/**
 * A protected route called without a token (signed out in another tab, or storage cleared under
 * a live page) answers what the API would, AUTH_REQUIRED, without sending a request bound to fail.
 */
function signedOut(route: Endpoint, token: string | null | undefined) {
  if (token || route.public) return null;
  return new ApiError(401, { statusCode: 401, code: "AUTH_REQUIRED", message: "Sign in first" });
}

/** `call` (an endpoint of `@/lib/api/routes`) bound to the origin and the token. */
export function useCall() {
  const apiUrl = useApiUrl();
  return useCallback(
    <const E extends Endpoint>(route: E, input: EndpointInput<E>, options: CallOptions = {}) => {
      const token = "token" in options ? options.token : readToken();
      const refused = signedOut(route, token);
      return refused ? Promise.reject(refused) : call(apiUrl, route, input, { ...options, token });
    },
    [apiUrl],
  );
}

/**
 * `useQuery({ ..., ...early(route, input) })`: the query starts with the early answer of its
 * first read when the page's early script already has it (decision 0072), mapped as the query's
 * own function maps the answer (`map`), so the page's first render shows the data.
 */
export function useEarly() {
  const apiUrl = useApiUrl();
  return useCallback(
    <const E extends Endpoint, T = EndpointOutput<E>>(
      route: E,
      input: EndpointInput<E>,
      map?: (answer: EndpointOutput<E>) => T,
    ) => earlyQueryData(apiUrl, readToken(), route, input, map),
    [apiUrl],
  );
}

/** Shows an API error as a toast (top right); the error mapper loads on first use. */
export function useApiErrorToast() {
  const toast = useToast();
  const locale = useLocale();
  return useCallback(
    (error: unknown) => {
      if (process.env.NODE_ENV !== "production") console.error(error);
      void import("./errors").then(({ apiErrorMessage }) =>
        toast.error(apiErrorMessage(error, locale)),
      );
    },
    [toast, locale],
  );
}

/**
 * One write at a time, said in a toast: `run` sends it, shows `success(answer)`, awaits `then`
 * (clearing a selection, refetching a list) and resolves true; an API error shows its message
 * and resolves false. `busy` until it has resolved.
 */
export function useToastedWrite() {
  const toast = useToast();
  const showError = useApiErrorToast();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T>(
      send: () => Promise<T>,
      success: (answer: T) => string,
      then?: () => unknown,
    ): Promise<boolean> => {
      setBusy(true);
      try {
        const answer = await send();
        toast.success(success(answer));
        await then?.();
        return true;
      } catch (error) {
        showError(error);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [toast, showError],
  );
  return { run, busy };
}

/** `callUpload` (multipart field `file` to an endpoint), bound like useCall. */
export function useUploadCall() {
  const apiUrl = useApiUrl();
  return useCallback(
    <const E extends Endpoint>(route: E, file: Blob) => {
      const token = readToken();
      const refused = signedOut(route, token);
      return refused ? Promise.reject(refused) : callUpload(apiUrl, route, file, { token });
    },
    [apiUrl],
  );
}
