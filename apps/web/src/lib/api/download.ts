import type { Endpoint, EndpointInput, ErrorEnvelope } from "@encaja/contracts";
import { routeUrl } from "@encaja/contracts/routes/url";
import { ApiError } from "./client";

/**
 * A binary answer of a route of the table as a Blob, fetched with the bearer (an image shown
 * by object URL, e.g. a chat attachment's thumbnail).
 */
export async function fetchRouteBlob<const E extends Endpoint>(
  apiUrl: string,
  route: E,
  input: EndpointInput<E>,
  options: { token: string | null; signal?: AbortSignal },
): Promise<Blob> {
  const res = await fetch(`${apiUrl}${routeUrl(route, input)}`, {
    method: route.method,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    signal: options.signal,
  });
  if (!res.ok) {
    throw new ApiError(
      res.status,
      undefined,
      undefined,
      res.headers.get("x-request-id") ?? undefined,
    );
  }
  return res.blob();
}

/**
 * A binary answer of a route of the table (a PDF) saved as a file in the browser: fetched with
 * the bearer (a plain link could not send it), named by the answer's Content-Disposition.
 */
export async function downloadRoute<const E extends Endpoint>(
  apiUrl: string,
  route: E,
  input: EndpointInput<E>,
  options: { token: string | null; locale: string; fallbackName: string },
): Promise<void> {
  const res = await fetch(`${apiUrl}${routeUrl(route, input)}`, {
    method: route.method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      "accept-language": options.locale,
    },
  });
  if (!res.ok) {
    const envelope = (await res.json().catch(() => undefined)) as ErrorEnvelope | undefined;
    throw new ApiError(
      res.status,
      envelope,
      undefined,
      res.headers.get("x-request-id") ?? undefined,
    );
  }
  const name =
    /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ??
    options.fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
