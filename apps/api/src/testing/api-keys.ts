import { type CreateApiKeyRequest, routes } from "@encaja/contracts";
import type { TestApp } from "./app";
import { expectOk } from "./call";

/** A new API key of a signed-in user, made through POST /api-keys, with its bearer headers. */
export async function createTestApiKey(
  t: TestApp,
  owner: { headers: Record<string, string> },
  body: Partial<CreateApiKeyRequest> = {},
) {
  const created = expectOk(
    await t.call(routes.apiKeys.create, { body: { name: "Test key", ...body } }, { as: owner }),
    201,
  );
  return { ...created, headers: { authorization: `Bearer ${created.key}` } };
}
