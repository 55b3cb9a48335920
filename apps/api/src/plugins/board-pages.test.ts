import { JobList, type OfferStatus, routes } from "@encaja/contracts";
import { notify } from "@encaja/db/client";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBoardPageCache } from "../modules/offers/board-page-cache";
import { createTestApp, type TestApp } from "../testing/app";
import { seedTestCatalog } from "../testing/developers";
import { createSignedInUser, createUser } from "../testing/factories";
import { createTestOffer } from "../testing/offers";
import { BOARD_CHANNEL } from "./board-pages";

describe("the board page cache", () => {
  it("shares one read per key until its TTL, clears on demand, forgets failures; TTL 0 is off", async () => {
    let clock = 0;
    let calls = 0;
    const cache = createBoardPageCache<number>(5, () => clock);
    const compute = async () => ++calls;
    const [a, b] = await Promise.all([cache.read("k", compute), cache.read("k", compute)]);
    expect([a, b, calls]).toEqual([1, 1, 1]);
    expect(await cache.read("other", compute)).toBe(2);
    clock = 4_999;
    expect(await cache.read("k", compute)).toBe(1);
    clock = 5_000;
    expect(await cache.read("k", compute)).toBe(3);
    cache.clear();
    expect(await cache.read("k", compute)).toBe(4);
    await expect(cache.read("bad", () => Promise.reject(new Error("down")))).rejects.toThrow();
    expect(await cache.read("bad", compute)).toBe(5);
    const off = createBoardPageCache<number>(0);
    await off.read("k", compute);
    expect(await off.read("k", compute)).toBe(7);
  });
});

describe("GET /jobs through the page cache", () => {
  let t: TestApp;
  const tag = "plovdak";
  beforeAll(async () => {
    t = await createTestApp({ env: { JOBS_PAGE_TTL_SECONDS: "60" } });
    await t.app.ready();
    await seedTestCatalog(t.db.db);
  });
  afterAll(() => t.close());

  const listed = async () => {
    const res = await t.call(routes.jobs.search, { query: { q: tag } });
    expect(res.status, res.response.body).toBe(200);
    return JobList.parse(res.body).items.map((j) => j.id);
  };
  const published = async (title: string) => {
    const customerId = (await createUser(t.db.db, "customer")).customerId!;
    // Through the service, not HTTP: as another instance (or a script) would change the board.
    return (await createTestOffer(t.db.db, { customerId, body: { title: `${title} ${tag}` } })).id;
  };

  it("answers the cached page until a staff write on this instance clears it", async () => {
    expect(await listed()).toEqual([]);
    const first = await published("Backend");
    expect(await listed()).toEqual([]);
    const matcher = await createSignedInUser(t.db.db, "matchers");
    const setStatus = async (status: OfferStatus) => {
      const res = await t.call(
        routes.offers.changeStatus,
        { params: { id: first }, body: { status } },
        { as: matcher },
      );
      expect(res.status, res.response.body).toBe(200);
    };
    await setStatus("paused");
    expect(await listed()).toEqual([]);
    await setStatus("open");
    expect(await listed()).toEqual([first]);
  });

  it("keeps the page over writes that cannot change the board (sign-out, a developer's)", async () => {
    const before = await listed();
    const second = await published("Frontend");
    const matcher = await createSignedInUser(t.db.db, "matchers");
    const developer = await createSignedInUser(t.db.db, "developer");
    for (const user of [matcher, developer]) {
      const out = await t.call(routes.auth.logout, {}, { as: user });
      expect(out.status, out.response.body).toBeLessThan(300);
    }
    expect(await listed()).toEqual(before);
    t.app.boardPages.clear();
    expect(await listed()).toContain(second);
  });

  it("is cleared when another instance announces a change (NOTIFY)", async () => {
    const before = await listed();
    const third = await published("Data");
    await t.db.db
      .update(schema.offers)
      .set({ title: `Data Engineer ${tag}` })
      .where(eq(schema.offers.id, third));
    expect(await listed()).toEqual(before);
    await notify(t.db.db, BOARD_CHANNEL, "");
    await expect.poll(listed, { timeout: 5_000 }).toContain(third);
  });
});

describe("GET /jobs/:id through the page cache (ADR 0045)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { JOBS_PAGE_TTL_SECONDS: "60" } });
    await t.app.ready();
    await seedTestCatalog(t.db.db);
  });
  afterAll(() => t.close());

  const jobPage = async (id: string) => {
    const res = await t.call(routes.jobs.get, { params: { id } });
    return { status: res.status, title: res.status === 200 ? res.body.title : null };
  };
  const published = async (title: string) => {
    const customerId = (await createUser(t.db.db, "customer")).customerId!;
    return (await createTestOffer(t.db.db, { customerId, body: { title } })).id;
  };
  const retitle = (id: string, title: string) =>
    t.db.db.update(schema.offers).set({ title }).where(eq(schema.offers.id, id));

  it("answers the cached page until another instance announces a change", async () => {
    const id = await published("Platform Engineer");
    expect(await jobPage(id)).toEqual({ status: 200, title: "Platform Engineer" });
    await retitle(id, "Staff Platform Engineer");
    expect(await jobPage(id)).toEqual({ status: 200, title: "Platform Engineer" });
    await notify(t.db.db, BOARD_CHANNEL, "");
    await expect
      .poll(async () => (await jobPage(id)).title, { timeout: 5_000 })
      .toBe("Staff Platform Engineer");
  });

  it("drops a job page as soon as a staff write on this instance takes the job off the board", async () => {
    const id = await published("SRE");
    expect((await jobPage(id)).status).toBe(200);
    const matcher = await createSignedInUser(t.db.db, "matchers");
    const res = await t.call(
      routes.offers.changeStatus,
      { params: { id }, body: { status: "paused" } },
      { as: matcher },
    );
    expect(res.status, res.response.body).toBe(200);
    expect((await jobPage(id)).status).toBe(404);
  });

  it("does not keep a 404: a job published later is found at once", async () => {
    const id = await published("Data Engineer");
    await t.db.db.update(schema.offers).set({ status: "draft" }).where(eq(schema.offers.id, id));
    expect((await jobPage(id)).status).toBe(404);
    await t.db.db.update(schema.offers).set({ status: "open" }).where(eq(schema.offers.id, id));
    expect(await jobPage(id)).toEqual({ status: 200, title: "Data Engineer" });
  });
});
