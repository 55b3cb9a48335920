import type { Role } from "@encaja/contracts";
import { afterAll, beforeAll } from "vitest";
import { createTestApp, createTestAppWithSmtp, type TestApp, type TestAppWithSmtp } from "./app";
import { seedTestCatalog } from "./developers";
import { createSignedInUser } from "./factories";
import { late } from "./late";

export type SignedInUser = Awaited<ReturnType<typeof createSignedInUser>>;
type Headers = Record<string, string>;
type Method = "POST" | "PATCH" | "PUT" | "DELETE";

function setupApp<T extends TestApp>(create: () => Promise<T>): T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await create();
    await seedTestCatalog(current.db.db);
  });
  afterAll(() => current?.close());
  return late(() => current, "The test app");
}

/**
 * This file's test app, on its own database with the test catalogue seeded: created before
 * the file's tests and closed after them. It is returned at once, so helpers declared next
 * to it can use it.
 */
export const setupTestApp = (): TestApp => setupApp(() => createTestApp());

/** {@link setupTestApp} whose outbox delivers to a loopback SMTP server the test can read. */
export const setupTestAppWithSmtp = (): TestAppWithSmtp => setupApp(createTestAppWithSmtp);

/**
 * A signed-in user of `role`, created once before the file's tests (call it after
 * {@link setupTestApp}: before-all hooks run in the order they are declared).
 */
export function setupSignedInUser(t: TestApp, role: Role): SignedInUser {
  let user: SignedInUser | undefined;
  beforeAll(async () => {
    user = await createSignedInUser(t.db.db, role);
  });
  return late(() => user, `The signed-in ${role} user`);
}

/**
 * {@link setupTestApp} with a signed-in `role` user, created once, whose headers `send`, `post`
 * and `get` use unless told otherwise.
 */
export function setupTestAppAs(role: Role) {
  const t = setupTestApp();
  const user = setupSignedInUser(t, role);
  return { t, user, ...requestsAs(t, user) };
}

/** inject() shorthands for any user: `headers` are the asking user's ({} when signed out). */
export function requestsWith(t: TestApp) {
  const send = (method: Method, url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  return {
    send,
    post: (url: string, headers: Headers, payload?: object) => send("POST", url, headers, payload),
    patch: (url: string, headers: Headers, payload: object) => send("PATCH", url, headers, payload),
    put: (url: string, headers: Headers, payload: object) => send("PUT", url, headers, payload),
    get: (url: string, headers: Headers = {}) => t.app.inject({ url, headers }),
  };
}

/** inject() shorthands whose headers default to `user`'s (a signed-in user's) headers. */
export function requestsAs(t: TestApp, user: { headers: Headers }) {
  const any = requestsWith(t);
  const send = (method: Method, url: string, payload?: object, headers: Headers = user.headers) =>
    any.send(method, url, headers, payload);
  return {
    send,
    post: (url: string, payload?: object, headers?: Headers) => send("POST", url, payload, headers),
    get: (url: string, headers: Headers = user.headers) => any.get(url, headers),
  };
}
