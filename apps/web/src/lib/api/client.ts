/**
 * The typed API client: a small `fetch` wrapper (JSON in/out, bearer token) that throws
 * an {@link ApiError} carrying the HTTP status and the error envelope. It imports no zod:
 * callers pass a `parse` function (usually a contracts schema's `parse`) when they want
 * the answer validated, so pages that never parse keep zod out of their first load.
 */

/** The error envelope of DESIGN §3 (`{statusCode, code, message, errors?}`), loosely read. */
export type ApiErrorEnvelope = {
  statusCode: number;
  code: string;
  message: string;
  errors?: Array<{ path: string; message: string }>;
  /** Further fields some codes carry (e.g. `allowed` transitions, `missing` steps). */
  details?: Record<string, unknown>;
};

export class ApiError extends Error {
  /** HTTP status; 0 when no answer arrived (network failure, CORS, offline). */
  readonly status: number;
  /** The parsed error envelope, when the answer had one. */
  readonly envelope: ApiErrorEnvelope | undefined;

  constructor(status: number, envelope?: ApiErrorEnvelope, cause?: unknown) {
    super(envelope?.message ?? (status === 0 ? "Network error" : `HTTP ${status}`), { cause });
    this.name = "ApiError";
    this.status = status;
    this.envelope = envelope;
  }

  /** True when the request never got an answer. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** For a 429: the seconds the API asks to wait (envelope `retryAfterSeconds`), else null. */
  get retryAfterSeconds(): number | null {
    if (this.status !== 429) return null;
    const seconds = Number(this.envelope?.details?.retryAfterSeconds);
    return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
  }
}

export type RequestOptions<T> = {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  token?: string | null;
  /** Validates the JSON answer (e.g. `Me.parse`); its error propagates unchanged. */
  parse?: (data: unknown) => T;
  signal?: AbortSignal;
};

function readEnvelope(data: unknown): ApiErrorEnvelope | undefined {
  if (!data || typeof data !== "object") return undefined;
  const value = data as Record<string, unknown>;
  if (typeof value.code !== "string" || typeof value.message !== "string") return undefined;
  const errors = Array.isArray(value.errors)
    ? value.errors
        .filter((e): e is { path: unknown; message: unknown } => !!e && typeof e === "object")
        .map((e) => ({ path: String(e.path ?? ""), message: String(e.message ?? "") }))
    : undefined;
  const known = ["statusCode", "code", "message", "errors"];
  const rest = Object.fromEntries(Object.entries(value).filter(([key]) => !known.includes(key)));
  return {
    statusCode: typeof value.statusCode === "number" ? value.statusCode : 0,
    code: value.code,
    message: value.message,
    ...(errors ? { errors } : {}),
    ...(Object.keys(rest).length > 0 ? { details: rest } : {}),
  };
}

/** Calls `{apiUrl}{path}`; resolves with the (parsed) JSON body, `undefined` for 204. */
export async function apiRequest<T = unknown>(
  apiUrl: string,
  path: string,
  { method = "GET", body, token, parse, signal }: RequestOptions<T> = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${apiUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      credentials: "omit",
    });
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
  if (!response.ok) throw new ApiError(response.status, readEnvelope(data));
  return parse ? parse(data) : (data as T);
}

/** Uploads one file as multipart/form-data in the field `file`; resolves with the JSON answer. */
export async function apiUpload<T = unknown>(
  apiUrl: string,
  path: string,
  file: Blob,
  { token, filename }: { token?: string | null; filename?: string } = {},
): Promise<T> {
  const form = new FormData();
  form.append("file", file, filename ?? (file instanceof File ? file.name : "upload"));
  const headers: Record<string, string> = { Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${apiUrl}${path}`, {
      method: "POST",
      headers,
      body: form,
      credentials: "omit",
    });
  } catch (cause) {
    throw new ApiError(0, undefined, cause);
  }
  const text = await response.text().catch(() => "");
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) throw new ApiError(response.status, readEnvelope(data));
  return data as T;
}
