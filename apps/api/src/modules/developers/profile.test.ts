import { DeveloperProfile, Me } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { expectBody } from "../../testing/assertions";
import { skillId } from "../../testing/developers";
import { createSignedInUser } from "../../testing/factories";
import { requestsWith, setupTestApp } from "../../testing/setup";

const t = setupTestApp();

type Headers = Record<string, string>;
const { post, get, send } = requestsWith(t);
const patch = (headers: Headers, payload: object) =>
  send("PATCH", "/developers/me", headers, payload);
const putSkills = (headers: Headers, payload: unknown) =>
  send("PUT", "/developers/me/skills", headers, payload as object);

describe("GET/PATCH /developers/me", () => {
  it("updates every field and /users/me reflects it at once", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    await get("/users/me", dev.headers); // warm the identity cache
    const res = await patch(dev.headers, {
      firstName: "Lucía",
      lastName: "Pérez",
      phone: "+54 351 555 0000",
      locationId: "AR-cordoba",
      bio: "Backend developer who loves distributed systems.",
      techRole: "backend",
      mainStackCode: "go",
      seniority: "senior",
      englishLevel: "c1",
      devExperienceMonths: 96,
      linkedinUrl: "https://www.linkedin.com/in/lucia",
      githubUrl: "https://github.com/lucia",
    });
    const profile = expectBody(res, DeveloperProfile);
    expect(profile).toMatchObject({
      firstName: "Lucía",
      location: { id: "AR-cordoba", name: "Córdoba", countryName: "Argentina" },
      mainStack: { code: "go", name: "Go" },
      seniority: "senior",
      englishLevel: "c1",
    });
    const me = Me.parse((await get("/users/me", dev.headers)).json());
    expect(me).toMatchObject({
      firstName: "Lucía",
      location: "Córdoba, Argentina",
      locationId: "AR-cordoba",
      mainStack: { code: "go", name: "Go" },
      seniority: "senior",
      devExperienceMonths: 96,
    });
  });

  it.each([
    [{ locationId: "XX-nowhere" }, "body.locationId"],
    [{ mainStackCode: "cobol_mainframe" }, "body.mainStackCode"],
    [{ techRole: "invalid" }, "body.techRole"],
    [{ englishLevel: "d1" }, "body.englishLevel"],
    [{ devExperienceMonths: -1 }, "body.devExperienceMonths"],
    [{ devExperienceMonths: 5000 }, "body.devExperienceMonths"],
    [{ linkedinUrl: "https://evil.example/in/x" }, "body.linkedinUrl"],
    [{ bio: "x".repeat(2001) }, "body.bio"],
    [{ email: "new@x.co" }, "body"],
  ])("400 for %j", async (payload, path) => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const res = await patch(dev.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
  });
});

describe("PUT /developers/me/skills", () => {
  it("replaces the skills with levels and years", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const [ts, go] = [await skillId(t.db.db, "typescript"), await skillId(t.db.db, "go")];
    const res = await putSkills(dev.headers, [
      { skillId: ts, level: "high_use", years: 5 },
      { skillId: go, level: "low_use" },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ code: "typescript", level: "high_use", years: 5 }),
      expect.objectContaining({ code: "go", level: "low_use", years: null }),
    ]);
    const again = await putSkills(dev.headers, [{ skillId: go, level: "medium_use" }]);
    expect(again.json()).toHaveLength(1);
    const me = (await get("/users/me", dev.headers)).json();
    expect(me.skills.map((s: { code: string }) => s.code)).toEqual(["go"]);
  });

  it("400 for duplicates, unknown skills, more than 50 and bad levels", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const ts = await skillId(t.db.db, "typescript");
    const dup = await putSkills(dev.headers, [
      { skillId: ts, level: "high_use" },
      { skillId: ts, level: "low_use" },
    ]);
    expect(dup.json().errors[0].path).toBe("body.1.skillId");
    const unknown = await putSkills(dev.headers, [
      { skillId: "8a0e4f7c-1b2d-4e3f-9a8b-7c6d5e4f3a2b", level: "high_use" },
    ]);
    expect(unknown.json().errors[0]).toEqual({ path: "body.0.skillId", message: "Unknown skill" });
    const many = Array.from({ length: 51 }, (_, i) => ({
      skillId: `8a0e4f7c-1b2d-4e3f-9a8b-${String(i).padStart(12, "0")}`,
      level: "high_use",
    }));
    expect((await putSkills(dev.headers, many)).statusCode).toBe(400);
    expect((await putSkills(dev.headers, [{ skillId: ts, level: 9 }])).statusCode).toBe(400);
  });
});

describe("completeness and onboarding", () => {
  it("starts low, grows with the profile, and completion needs the required steps", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const first = (await get("/developers/me/completeness", dev.headers)).json();
    expect(first.score).toBe(0);
    const early = await post("/developers/me/onboarding/complete", dev.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: "ONBOARDING_INCOMPLETE",
      missing: expect.arrayContaining(["personalDetails", "skills"]),
    });

    await patch(dev.headers, {
      locationId: "AR",
      mainStackCode: "go",
      englishLevel: "b2",
      devExperienceMonths: 0,
    });
    await putSkills(dev.headers, [{ skillId: await skillId(t.db.db, "go"), level: "medium_use" }]);
    await send("PUT", "/developers/me/preferences", dev.headers, {
      searchStatus: "actively_searching",
      modalities: ["remote"],
      salary: { amount: 3000, currency: "USD", period: "month" },
      countries: ["AR"],
      contractTypes: ["full_time"],
    });
    const done = await post("/developers/me/onboarding/complete", dev.headers);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      onboarding: "completed",
      done: ["personalDetails", "professionalDetails", "skills", "experiences", "preferences"],
      missing: [],
    });
    const later = (await get("/developers/me/completeness", dev.headers)).json();
    expect(later.score).toBe(25); // professional details (15) + preferences (10)
  });
});

describe("who may call", () => {
  it.each(["customer", "matchers", "superAdmin"] as const)("403 for a %s", async (role) => {
    const user = await createSignedInUser(t.db.db, role);
    expect((await get("/developers/me", user.headers)).statusCode).toBe(403);
  });
});
