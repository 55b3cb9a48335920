"use client";

import type { RouteDefinition, RouteInput } from "@encaja/contracts";
import { useLocale } from "next-intl";
import { useCallback } from "react";
import { readToken } from "@/features/session/storage";
import { useToast } from "@/features/toast/ToastProvider";
import { useApiUrl } from "@/lib/config/ApiUrlProvider";
import { type CallOptions, call, callUpload } from "./call";

/** `call` (a route of the contracts' table, answer parsed) bound to the origin and the token. */
export function useCall() {
  const apiUrl = useApiUrl();
  return useCallback(
    <const R extends RouteDefinition>(route: R, input: RouteInput<R>, options: CallOptions = {}) =>
      call(apiUrl, route, input, { token: readToken(), ...options }),
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

/** `callUpload` (multipart field `file` to a route of the table, answer parsed), bound like useCall. */
export function useUploadCall() {
  const apiUrl = useApiUrl();
  return useCallback(
    <const R extends RouteDefinition>(route: R, file: Blob) =>
      callUpload(apiUrl, route, file, { token: readToken() }),
    [apiUrl],
  );
}
