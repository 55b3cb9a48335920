import { MAX_HISTORY_ROWS } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSignedInUser } from "../../testing/factories";
import { requestsWith, setupTestApp } from "../../testing/setup";

// A developer's profile limits, with the requests sent at once: the rule holds at the insert.
const t = setupTestApp();
const http = requestsWith(t);

const outcomes = (answers: Array<{ statusCode: number; json(): { code?: string } }>) =>
  answers.map((a) =>
    a.statusCode < 300 ? String(a.statusCode) : `${a.statusCode} ${a.json().code}`,
  );

describe("developer profile rules under parallel requests", () => {
  it("platform links: the same link sent 10 times at once is added once", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        http.post("/platforms", dev.headers, { platform: "github", url: "https://github.com/ana" }),
      ),
    );
    const got = outcomes(answers);
    expect(got.filter((o) => o === "201")).toHaveLength(1);
    expect(got.filter((o) => o === "409 CONFLICT")).toHaveLength(9);
    const rows = await t.db.db
      .select()
      .from(schema.platformLinks)
      .where(eq(schema.platformLinks.developerId, dev.developerId!));
    expect(rows).toHaveLength(1);
  });

  it("education: 10 entries at once on a profile one short of the limit add exactly one", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const entry = (i: number) => ({
      institution: `School ${i}`,
      degree: "BSc",
      field: "CS",
      startYear: 2010,
      endYear: 2014,
    });
    for (let i = 0; i < MAX_HISTORY_ROWS - 1; i++) {
      expect((await http.post("/developers/me/education", dev.headers, entry(i))).statusCode).toBe(
        201,
      );
    }
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        http.post("/developers/me/education", dev.headers, entry(100 + i)),
      ),
    );
    const got = outcomes(answers);
    expect(got.filter((o) => o === "201")).toHaveLength(1);
    expect(got.filter((o) => o === "409 EDUCATION_LIMIT_REACHED")).toHaveLength(9);
  });
});
