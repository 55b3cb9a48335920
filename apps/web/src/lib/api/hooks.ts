"use client";

import type { RouteDefinition, RouteInput } from "@encaja/contracts";
import { useLocale } from "next-intl";
import { useCallback } from "react";
import { readToken } from "@/features/session/storage";
import { useToast } from "@/features/toast/ToastProvider";
import { useApiUrl } from "@/lib/config/ApiUrlProvider";
import { type CallOptions, call } from "./call";
import { apiRequest, apiUpload, type RequestOptions } from "./client";

/** The API client bound to the configured origin and the stored session token. */
export function useApi() {
  const apiUrl = useApiUrl();
  return useCallback(
    <T = unknown>(path: string, options: RequestOptions<T> = {}) =>
      apiRequest<T>(apiUrl, path, { token: readToken(), ...options }),
    [apiUrl],
  );
}

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

/** Multipart upload (field `file`) bound to the configured origin and the session token. */
export function useUpload() {
  const apiUrl = useApiUrl();
  return useCallback(
    <T = unknown>(path: string, file: Blob) =>
      apiUpload<T>(apiUrl, path, file, { token: readToken() }),
    [apiUrl],
  );
}
