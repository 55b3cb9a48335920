import { PublicProfile, PublicProfileSettings, type Role } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectBody } from "../../testing/assertions";
import { skillId } from "../../testing/developers";
import { createSignedInUser } from "../../testing/factories";
import { requestsWith, setupTestApp } from "../../testing/setup";

const t = setupTestApp();
const { send, get } = requestsWith(t);
const SETTINGS = "/developers/me/public-profile";
const staffAndCustomers: Role[] = [
  "superAdmin",
  "matchers",
  "hardInterviewer",
  "customer",
  "customerAssociate",
];

/** A developer with contact data, links, skills and experience, all of which the test can look for. */
async function createRichDeveloper() {
  const dev = await createSignedInUser(t.db.db, "developer");
  const developerId = dev.developerId!;
  const private_ = {
    phone: "+54 9 11 5555-0199",
    linkedinUrl: "https://www.linkedin.com/in/secret-dev-4242",
    githubUrl: "https://github.com/secret-dev-4242",
  };
  await t.db.db
    .update(schema.developers)
    .set({
      ...private_,
      firstName: "Ada",
      lastName: "Publica",
      bio: "Builds accessible web apps.",
      techRole: "frontend",
      seniority: "senior",
      englishLevel: "c1",
      devExperienceMonths: 96,
      locationId: "AR-cordoba",
      location: "Córdoba, Argentina",
    })
    .where(eq(schema.developers.id, developerId));
  await t.db.db
    .insert(schema.developerSkills)
    .values({ developerId, skillId: await skillId(t.db.db, "typescript"), level: 4, years: 5 });
  await t.db.db.insert(schema.experiences).values({
    developerId,
    company: "Acme Web",
    title: "Frontend lead",
    startMonth: "2020-03-01",
    endMonth: null,
    current: true,
    description: "Led the design system.",
  });
  await t.db.db.insert(schema.platformLinks).values({
    developerId,
    platform: "portfolio",
    url: "https://portfolio.example/secret-dev-4242",
  });
  return { ...dev, developerId, private: private_ };
}

const putSettings = (headers: Record<string, string>, body: object) =>
  send("PUT", SETTINGS, headers, body);

describe("GET/PUT /developers/me/public-profile", () => {
  it("starts off, saves both flags, and turning it off turns indexing off too", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const initial = await get(SETTINGS, dev.headers);
    expect(expectBody(initial, PublicProfileSettings)).toEqual({
      enabled: false,
      indexable: false,
    });

    const on = await putSettings(dev.headers, { enabled: true, indexable: true });
    expect(expectBody(on, PublicProfileSettings)).toEqual({ enabled: true, indexable: true });
    expect((await get(SETTINGS, dev.headers)).json()).toEqual({ enabled: true, indexable: true });

    const off = await putSettings(dev.headers, { enabled: false, indexable: true });
    expect(off.json()).toEqual({ enabled: false, indexable: false });
    expect((await get(SETTINGS, dev.headers)).json()).toEqual({
      enabled: false,
      indexable: false,
    });
  });

  it("refuses bad bodies (400) and other roles (403) and the signed-out (401)", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const bad = await putSettings(dev.headers, { enabled: "yes" });
    expect(bad.statusCode).toBe(400);
    const extra = await putSettings(dev.headers, { enabled: true, indexable: false, email: "x" });
    expect(extra.statusCode).toBe(400);

    for (const role of staffAndCustomers) {
      const user = await createSignedInUser(t.db.db, role);
      expect((await get(SETTINGS, user.headers)).statusCode, role).toBe(403);
      const put = await putSettings(user.headers, { enabled: true, indexable: false });
      expect(put.statusCode, role).toBe(403);
    }
    expect((await get(SETTINGS)).statusCode).toBe(401);
    expect((await putSettings({}, { enabled: true, indexable: false })).statusCode).toBe(401);
  });
});

describe("GET /public-profiles/:id", () => {
  it("answers 404 NOT_FOUND while the profile is off, and for unknown ids", async () => {
    const dev = await createRichDeveloper();
    const off = await get(`/public-profiles/${dev.developerId}`);
    expect(off.statusCode).toBe(404);
    expect(off.json().code).toBe("NOT_FOUND");
    const unknown = await get("/public-profiles/00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    expect((await get("/public-profiles/not-a-uuid")).statusCode).toBe(400);
  });

  it("shows the profile to everyone while it is on, with no contact data or links", async () => {
    const dev = await createRichDeveloper();
    await putSettings(dev.headers, { enabled: true, indexable: false });

    const viewers: Array<Record<string, string>> = [{}, dev.headers];
    for (const role of staffAndCustomers) {
      viewers.push((await createSignedInUser(t.db.db, role)).headers);
    }
    for (const headers of viewers) {
      const res = await get(`/public-profiles/${dev.developerId}`, headers);
      expect(res.statusCode).toBe(200);
    }

    const res = await get(`/public-profiles/${dev.developerId}`);
    const profile = expectBody(res, PublicProfile);
    expect(profile).toMatchObject({
      professionalId: dev.developerId,
      name: "Ada Publica",
      techRole: "frontend",
      seniority: "senior",
      englishLevel: "c1",
      devExperienceMonths: 96,
      country: "AR",
      bio: "Builds accessible web apps.",
      indexable: false,
    });
    expect(profile.skills).toEqual([{ name: expect.any(String), level: 4 }]);
    expect(profile.experiences).toEqual([
      {
        title: "Frontend lead",
        company: "Acme Web",
        startDate: "2020-03",
        endDate: null,
        current: true,
        description: "Led the design system.",
      },
    ]);

    // Data minimisation: none of the private data appears anywhere in the answer.
    const raw = res.body.toLowerCase();
    for (const secret of [
      dev.email,
      dev.private.phone,
      dev.private.linkedinUrl,
      dev.private.githubUrl,
      "secret-dev-4242",
      "portfolio.example",
      "hashedid",
      "salary",
    ]) {
      expect(raw, secret).not.toContain(secret.toLowerCase());
    }
    expect(Object.keys(res.json()).sort()).toEqual(Object.keys(PublicProfile.shape).sort());
  });

  it("says whether search engines may index it, and goes away when turned off", async () => {
    const dev = await createRichDeveloper();
    await putSettings(dev.headers, { enabled: true, indexable: true });
    expect((await get(`/public-profiles/${dev.developerId}`)).json().indexable).toBe(true);
    await putSettings(dev.headers, { enabled: false, indexable: false });
    expect((await get(`/public-profiles/${dev.developerId}`)).statusCode).toBe(404);
  });

  it("answers 404 for an erased developer even if the flag was left on", async () => {
    const dev = await createRichDeveloper();
    await putSettings(dev.headers, { enabled: true, indexable: true });
    const erased = await send("DELETE", "/users/me", dev.headers, { password: dev.password });
    expect(erased.statusCode).toBeLessThan(300);
    expect((await get(`/public-profiles/${dev.developerId}`)).statusCode).toBe(404);
  });
});
