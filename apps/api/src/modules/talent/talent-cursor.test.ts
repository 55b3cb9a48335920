import { routes, type TalentList } from "@encaja/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { expectOk, type QueryOf } from "../../testing/call";
import { createSignedInUser } from "../../testing/factories";
import { createMatchDeveloper } from "../../testing/matching";
import { setupSignedInUser, setupTestApp } from "../../testing/setup";
import { createCursorCodec } from "./cursor";

const t = setupTestApp();
const matcher = setupSignedInUser(t, "matchers");
const customer = setupSignedInUser(t, "customer");
let developerIds: string[] = [];
beforeAll(async () => {
  for (const firstName of ["Ana", "Beto", "Caro"]) {
    developerIds.push((await createMatchDeveloper(t.db.db, { firstName })).developerId);
  }
  developerIds = developerIds.map((id) => id.toLowerCase());
});

const talent = (
  query: QueryOf<typeof routes.talent.search>,
  as: { headers: Record<string, string> },
) => t.call(routes.talent.search, { query }, { as });

/** Every way a cursor could spell an id: hex with or without dashes, in any case. */
function revealsAnId(cursor: string): boolean {
  const decoded = [
    cursor,
    Buffer.from(cursor, "base64url").toString("utf8"),
    Buffer.from(cursor, "base64url").toString("hex"),
    Buffer.from(cursor, "base64url").toString("latin1"),
  ]
    .join("\n")
    .toLowerCase();
  return developerIds.some(
    (id) => decoded.includes(id) || decoded.includes(id.replaceAll("-", "")),
  );
}

describe("talent cursors are opaque", () => {
  it("a customer's cursor carries no developer id and still pages through everyone", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await talent({ limit: 1, ...(cursor ? { cursor } : {}) }, customer);
      const body: TalentList = expectOk(res, 200);
      seen.push(...body.items.map((c) => c.hashedId));
      cursor = body.nextCursor;
      if (cursor) {
        expect(revealsAnId(cursor)).toBe(false);
        // Not the plain JSON keyset: sealed bytes (which may start with "[" one time in 256).
        const decoded = Buffer.from(cursor, "base64url").toString("utf8");
        expect(() => JSON.parse(decoded)).toThrow();
      }
      pages += 1;
    } while (cursor && pages < 50);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("answers 400 VALIDATION to a tampered, forged, foreign or other user's cursor", async () => {
    const first = expectOk(await talent({ limit: 1 }, matcher));
    const cursor = first.nextCursor!;
    expect(cursor).toBeTruthy();
    expect((await talent({ limit: 1, cursor }, matcher)).status).toBe(200);

    const raw = Buffer.from(cursor, "base64url");
    const flipped = Buffer.from(raw);
    flipped[14] = (flipped[14] ?? 0) ^ 1;
    const forged = Buffer.from(JSON.stringify([1, Date.now() * 1000, developerIds[0]])).toString(
      "base64url",
    );
    const otherKey = createCursorCodec("another-secret-of-at-least-32-chars!").seal(
      [1, Date.now() * 1000, developerIds[0]],
      `talent:${matcher.userId}`,
    );
    for (const bad of [flipped.toString("base64url"), forged, otherKey, cursor.slice(0, 20)]) {
      const res = await talent({ limit: 1, cursor: bad }, matcher);
      expect(res.status, bad).toBe(400);
      expect(res.error).toMatchObject({
        code: "VALIDATION",
        errors: [{ path: "query.cursor" }],
      });
    }
    const colleague = await createSignedInUser(t.db.db, "matchers");
    const res = await talent({ limit: 1, cursor }, colleague);
    expect(res.status).toBe(400);
  });
});

describe("createCursorCodec", () => {
  it("opens what it sealed with the same secret and audience, nothing else", () => {
    const a = createCursorCodec("a-secret-of-at-least-thirty-two-chars");
    const b = createCursorCodec("a-secret-of-at-least-thirty-two-chars");
    const sealed = a.seal([0, 1, "x"], "talent:u1");
    expect(b.open(sealed, "talent:u1")).toEqual([0, 1, "x"]);
    expect(b.open(sealed, "talent:u2")).toBeUndefined();
    expect(createCursorCodec().open(sealed, "talent:u1")).toBeUndefined();
    expect(a.seal([0, 1, "x"], "talent:u1")).not.toBe(sealed);
  });
});
