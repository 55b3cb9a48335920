import { Experience } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { skillId } from "../../testing/developers";
import { createSignedInUser } from "../../testing/factories";
import { requestsWith, setupTestApp } from "../../testing/setup";

const t = setupTestApp();

const base = {
  company: "Globant",
  title: "Backend Engineer",
  startDate: "2019-03",
  endDate: "2022-11",
  current: false,
};
const { post, get, send } = requestsWith(t);
const addExperience = (headers: Record<string, string>, payload: object) =>
  post("/developers/me/experiences", headers, payload);
const nextYear = `${new Date().getUTCFullYear() + 1}-01`;

describe("experiences", () => {
  it("adds, lists (current first), edits and deletes", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const go = await skillId(t.db.db, "go");
    const past = await addExperience(dev.headers, {
      ...base,
      description: "APIs in Go",
      skillIds: [go],
    });
    expect(past.statusCode).toBe(201);
    expect(Experience.parse(past.json())).toMatchObject({
      startDate: "2019-03",
      endDate: "2022-11",
      skills: [{ code: "go" }],
    });
    const now = await addExperience(dev.headers, {
      company: "Mercado Libre",
      title: "Senior Engineer",
      startDate: "2022-12",
      endDate: null,
      current: true,
    });
    expect(now.statusCode).toBe(201);

    const list = (await get("/developers/me/experiences", dev.headers)).json().items;
    expect(list.map((e: { company: string }) => e.company)).toEqual(["Mercado Libre", "Globant"]);

    const id = past.json().id;
    const edited = await send("PATCH", `/developers/me/experiences/${id}`, dev.headers, {
      ...base,
      title: "Tech Lead",
      skillIds: [],
    });
    expect(edited.json()).toMatchObject({ title: "Tech Lead", skills: [] });
    expect((await send("DELETE", `/developers/me/experiences/${id}`, dev.headers)).statusCode).toBe(
      204,
    );
    expect((await get("/developers/me/experiences", dev.headers)).json().items).toHaveLength(1);
  });

  it.each([
    [{ ...base, endDate: "2018-01" }, "body.endDate", "before the start"],
    [{ ...base, startDate: nextYear, endDate: null, current: true }, "body.startDate", "future"],
    [{ ...base, current: true }, "body.endDate", "no end date"],
    [{ ...base, endDate: null }, "body.endDate", "end date"],
    [{ ...base, startDate: "2019-13" }, "body.startDate", "YYYY-MM"],
    [{ ...base, company: "" }, "body.company", ""],
    [
      { ...base, skillIds: ["4c1d2e3f-5a6b-4c7d-8e9f-0a1b2c3d4e5f"] },
      "body.skillIds.0",
      "Unknown skill",
    ],
  ])("400 for %j", async (payload, path, message) => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const res = await addExperience(dev.headers, payload);
    expect(res.statusCode).toBe(400);
    const error = res.json().errors.find((e: { path: string }) => e.path === path);
    expect(error?.message ?? "").toContain(message);
  });

  it("404 for another developer's experience (edit and delete), and nothing changes", async () => {
    const owner = await createSignedInUser(t.db.db, "developer");
    const other = await createSignedInUser(t.db.db, "developer");
    const id = (await addExperience(owner.headers, base)).json().id;
    const edit = await send("PATCH", `/developers/me/experiences/${id}`, other.headers, {
      ...base,
      title: "Hacked",
    });
    expect(edit.statusCode).toBe(404);
    expect(
      (await send("DELETE", `/developers/me/experiences/${id}`, other.headers)).statusCode,
    ).toBe(404);
    const list = (await get("/developers/me/experiences", owner.headers)).json().items;
    expect(list[0].title).toBe("Backend Engineer");
  });
});

describe("education", () => {
  it("adds, lists and deletes; validates years; 404 for another owner", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const created = await post("/developers/me/education", dev.headers, {
      institution: "Universidad de Buenos Aires",
      degree: "Licenciatura",
      field: "Computación",
      startYear: 2012,
      endYear: 2017,
    });
    expect(created.statusCode).toBe(201);
    const bad = await post("/developers/me/education", dev.headers, {
      institution: "UTN",
      startYear: 2017,
      endYear: 2012,
    });
    expect(bad.json().errors[0].path).toBe("body.endYear");
    const other = await createSignedInUser(t.db.db, "developer");
    const url = `/developers/me/education/${created.json().id}`;
    expect((await send("DELETE", url, other.headers)).statusCode).toBe(404);
    expect((await send("DELETE", url, dev.headers)).statusCode).toBe(204);
  });
});

describe("row caps (ADR 0017)", () => {
  const cap = 50;

  it("409 EXPERIENCE_LIMIT_REACHED once a developer has 50 experiences, even for concurrent adds", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    for (let i = 0; i < cap - 2; i++) {
      expect(
        (await addExperience(dev.headers, { ...base, company: `Company ${i}` })).statusCode,
      ).toBe(201);
    }
    const racing = await Promise.all(
      [1, 2, 3, 4].map((i) => addExperience(dev.headers, { ...base, company: `Racer ${i}` })),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409]);
    const refused = racing.find((r) => r.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ statusCode: 409, code: "EXPERIENCE_LIMIT_REACHED" });
    const list = await get("/developers/me/experiences", dev.headers);
    expect(list.json().items).toHaveLength(cap);

    const other = await createSignedInUser(t.db.db, "developer");
    expect((await addExperience(other.headers, base)).statusCode).toBe(201);
  });

  it("409 EDUCATION_LIMIT_REACHED once a developer has 50 education entries", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const add = (i: number) =>
      post("/developers/me/education", dev.headers, {
        institution: `School ${i}`,
        degree: "BSc",
        field: "CS",
        startYear: 2010,
        endYear: 2014,
      });
    for (let i = 0; i < cap; i++) expect((await add(i)).statusCode).toBe(201);
    const refused = await add(cap);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ statusCode: 409, code: "EDUCATION_LIMIT_REACHED" });
  });
});
