import * as schema from "@encaja/db/schema";
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestApp } from "../testing/setup";
import { seedDemoImports } from "./admin-imports";

const t = setupTestApp();

describe("seedDemoImports", () => {
  it("leaves unclaimed sourced profiles and one audit entry, once", async () => {
    await seedDemoImports(t.db.db);
    await seedDemoImports(t.db.db);
    const profiles = await t.db.db
      .select({ source: schema.developers.profileSource, onboarding: schema.developers.onboarding })
      .from(schema.users)
      .innerJoin(schema.developers, eq(schema.developers.userId, schema.users.id))
      .where(like(schema.users.email, "%@demo.encaja.dev"));
    expect(profiles).toHaveLength(4);
    expect(profiles.every((p) => p.source !== "register" && p.onboarding === "pending")).toBe(true);
    const audits = await t.db.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, "import.sourced"));
    expect(audits).toHaveLength(1);
  });
});
