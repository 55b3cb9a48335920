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
