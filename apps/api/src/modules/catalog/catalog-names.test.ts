import * as schema from "@encaja/db/schema";
import { seedCatalog } from "@encaja/db/seed";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { createCatalogNames } from "./catalog-names";

let t: TestApp;
let react: { id: string; num: number; name: string };
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.db.db);
  const [row] = await t.db.db
    .select({ id: schema.skills.id, num: schema.skills.num, name: schema.skills.name })
    .from(schema.skills)
    .where(eq(schema.skills.code, "react"));
  react = row!;
});
afterAll(() => t.close());

const rename = (name: string) =>
  t.db.db.update(schema.skills).set({ name }).where(eq(schema.skills.id, react.id));

describe("catalogue names kept per instance", () => {
  it("answers from memory until cleared or expired, and reads again after", async () => {
    let clock = 1_000;
    const names = createCatalogNames(5, () => clock);
    expect((await names.skillsByNumber(t.db.db, [react.num])).get(react.num)?.name).toBe(
      react.name,
    );
    expect((await names.skillNumbers(t.db.db, [react.id])).get(react.id)).toBe(react.num);
    await rename("React (renamed)");
    try {
      // Still the kept name: nobody announced the change.
      expect((await names.skillsByNumber(t.db.db, [react.num])).get(react.num)?.name).toBe(
        react.name,
      );
      names.clear(); // what an admin's write does, on every instance
      expect((await names.skillsByNumber(t.db.db, [react.num])).get(react.num)?.name).toBe(
        "React (renamed)",
      );
      await rename("React (again)");
      clock += 5_000; // the TTL bounds what no request announces
      expect((await names.skillsByNumber(t.db.db, [react.num])).get(react.num)?.name).toBe(
        "React (again)",
      );
    } finally {
      await rename(react.name);
    }
  });

  it("does not keep a read that began before a clear", async () => {
    const names = createCatalogNames(60);
    const reading = names.skillsByNumber(t.db.db, [react.num]);
    names.clear();
    await reading;
    await rename("React (after the clear)");
    try {
      expect((await names.skillsByNumber(t.db.db, [react.num])).get(react.num)?.name).toBe(
        "React (after the clear)",
      );
    } finally {
      await rename(react.name);
    }
  });

  it("leaves unknown numbers and ids out, and reads every time with a TTL of 0", async () => {
    const names = createCatalogNames(0);
    expect(await names.skillsByNumber(t.db.db, [react.num, 987_654])).toEqual(
      new Map([[react.num, { id: react.id, name: react.name }]]),
    );
    expect(
      await names.skillNumbers(t.db.db, [react.id, "00000000-0000-4000-8000-000000000000"]),
    ).toEqual(new Map([[react.id, react.num]]));
    await rename("React (no cache)");
    try {
      expect((await names.skillsByNumber(t.db.db, [react.num])).get(react.num)?.name).toBe(
        "React (no cache)",
      );
    } finally {
      await rename(react.name);
    }
  });
});
