/**
 * The typed API client: a small `fetch` wrapper (JSON in/out, bearer token) that throws
 * an {@link ApiError} carrying the HTTP status and the error envelope. It imports no zod.
 */
import type { ErrorEnvelope } from "@encaja/contracts";
import { dropEarlyResponses, takeEarlyResponse } from "./early";

export class ApiError extends Error {
  /** HTTP status; 0 when no answer arrived (network failure, CORS, offline). */
  readonly status: number;
  /**
   * The error envelope (ARCHITECTURE §3), when the answer had one. It keeps the extra fields some codes
   * carry (`allowed` transitions, `missing` steps): read them typed with `errorDetails`.
   */
  readonly envelope: ErrorEnvelope | undefined;
  /** The API's `X-Request-Id` for this answer (error reports carry it), when one came. */
  readonly requestId: string | undefined;

  constructor(status: number, envelope?: ErrorEnvelope, cause?: unknown, requestId?: string) {
    super(envelope?.message ?? (status === 0 ? "Network error" : `HTTP ${status}`), { cause });
    this.name = "ApiError";
    this.status = status;
    this.envelope = envelope;
    this.requestId = requestId;
  }

  /** True when the request never got an answer. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** For a 429: the seconds the API asks to wait (envelope `retryAfterSeconds`), else null. */
  get retryAfterSeconds(): number | null {
    if (this.status !== 429) return null;
    const seconds = Number(this.envelope?.retryAfterSeconds);
    return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
  }
}

/** A react-query `retry`: once, never for a 4xx answer (asking again cannot change it). */
export const noRetryOn4xx = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export type RequestOptions = {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
};

/** The error envelope of an answer, loosely read: the code's extra fields are kept as sent. */
function readEnvelope(data: unknown): ErrorEnvelope | undefined {
  if (!data || typeof data !== "object") return undefined;
  const value = data as Record<string, unknown>;
  if (typeof value.code !== "string" || typeof value.message !== "string") return undefined;
  const { errors, retryAfterSeconds, ...rest } = value;
  const list = Array.isArray(errors)
    ? errors
        .filter((e): e is { path: unknown; message: unknown } => !!e && typeof e === "object")
        .map((e) => ({ path: String(e.path ?? ""), message: String(e.message ?? "") }))
    : undefined;
  return {
    ...rest,
    statusCode: typeof value.statusCode === "number" ? value.statusCode : 0,
    code: value.code,
    message: value.message,
    ...(list ? { errors: list } : {}),
    ...(typeof retryAfterSeconds === "number" ? { retryAfterSeconds } : {}),
  };
}

/** The request a call sends: the body already encoded, `json` when it is JSON. */
type Outgoing = {
  method: NonNullable<RequestOptions["method"]>;
  token?: string | null;
  body?: BodyInit;
  json?: boolean;
  signal?: AbortSignal;
};

/** Sends one request and reads its JSON answer; a failure throws an {@link ApiError}. */
async function send(url: string, { method, token, body, json, signal }: Outgoing) {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (json) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    if (method !== "GET") dropEarlyResponses();
    const early = method === "GET" ? takeEarlyResponse(url, token) : undefined;
    response = await (early ?? fetch(url, { method, headers, body, signal, credentials: "omit" }));
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, undefined, cause);
  }

  const text = await response.text().catch(() => "");
  let data: unknown;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) {
    const requestId = response.headers.get("x-request-id") ?? undefined;
    throw new ApiError(response.status, readEnvelope(data), undefined, requestId);
  }
  return data;
}

/** Calls `{apiUrl}{path}`; resolves with the JSON body, `undefined` for 204. */
export async function apiRequest<T = unknown>(
  apiUrl: string,
  path: string,
  { method = "GET", body, token, signal }: RequestOptions = {},
): Promise<T> {
  const json = body !== undefined;
  const data = await send(`${apiUrl}${path}`, {
    method,
    token,
    body: json ? JSON.stringify(body) : undefined,
    json,
    signal,
  });
  return data as T;
}

/** Uploads one file as multipart/form-data in the field `file`; resolves with the JSON answer. */
export async function apiUpload<T = unknown>(
  apiUrl: string,
  path: string,
  file: Blob,
  {
    token,
    filename,
    method = "POST",
  }: { token?: string | null; filename?: string; method?: RequestOptions["method"] } = {},
): Promise<T> {
  const form = new FormData();
  form.append("file", file, filename ?? (file instanceof File ? file.name : "upload"));
  return (await send(`${apiUrl}${path}`, { method, token, body: form })) as T;
}
