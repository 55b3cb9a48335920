import { expect } from "vitest";

/** Checks a 400 VALIDATION envelope whose error paths (joined by commas) mention `path`. */
export function expectValidationError(
  res: { statusCode: number; json(): { code?: string; errors?: Array<{ path: string }> } },
  path: string,
) {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.code).toBe("VALIDATION");
  expect((body.errors ?? []).map((e) => e.path).join()).toContain(path);
}

/**
 * Polls `check` until it holds or `timeoutMs` passes. For effects that cross a database
 * notification (LISTEN/NOTIFY is delivered after commit, asynchronously on PostgreSQL).
 */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}

/** Checks the response status (200 unless told) and returns its body read through `schema`. */
export function expectBody<T>(
  res: { statusCode: number; body: string; json(): unknown },
  schema: { parse(body: unknown): T },
  status = 200,
): T {
  expect(res.statusCode, res.body).toBe(status);
  return schema.parse(res.json());
}
