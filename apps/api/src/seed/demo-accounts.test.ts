import type { DbHandle } from "@encaja/db/client";
import { findUserByEmail } from "@encaja/db/queries";
import { credentials, developers } from "@encaja/db/schema";
import { createTestDb } from "@encaja/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../lib/password";
import { DEMO_PASSWORD, demoAccounts, seedDemo } from "./demo-accounts";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

describe("demo seed (ARCHITECTURE §9)", () => {
  it("creates the six demo accounts with their roles and the demo password", async () => {
    expect(await seedDemo(handle.db)).toEqual({ created: true });
    const creds = await handle.db.select().from(credentials);
    for (const account of demoAccounts) {
      const user = await findUserByEmail(handle.db, account.email);
      expect(user?.role).toBe(account.role);
      const hash = creds.find((c) => c.userId === user?.id)?.passwordHash ?? "";
      expect(hash.startsWith("$argon2id$")).toBe(true);
      expect(await verifyPassword(hash, DEMO_PASSWORD)).toBe(true);
    }
    const [developer] = await handle.db.select().from(developers);
    expect(developer?.onboarding).toBe("completed");
  });

  it("is idempotent", async () => {
    expect(await seedDemo(handle.db)).toEqual({ created: false });
  });

  it("finds emails case-insensitively (citext)", async () => {
    expect((await findUserByEmail(handle.db, "ADMIN@Demo.Encaja.dev"))?.role).toBe("superAdmin");
  });
});
