import {
  defaultPlatformSettings,
  type PlatformSettings,
  PlatformSettingsView,
  roles,
} from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectBody, expectValidationError } from "../../testing/assertions";
import { createSignedInUser } from "../../testing/factories";
import { createTestOffer } from "../../testing/offers";
import { requestsWith, setupTestApp } from "../../testing/setup";
import { photoFilesOf } from "../files/photos";
import { applyRetention } from "../privacy/retention.service";

const t = setupTestApp();
const http = requestsWith(t);
const put = (headers: Record<string, string>, body: object) =>
  http.send("PUT", "/admin/settings", headers, body);

const changed: PlatformSettings = {
  retentionSourcedDays: 730,
  retentionDraftDays: 30,
  decisionReminderDays: [2, 5, 10],
  chatEmailDelaySeconds: 0,
  pdfImportsPerHour: 5,
};

// One file, one database: the tests run in order, reading before and after the change.
describe("platform settings (/admin/settings)", () => {
  it("GET: the defaults, never saved, before the first save", async () => {
    const admin = await createSignedInUser(t.db.db, "superAdmin");
    const view = expectBody(await http.get("/admin/settings", admin.headers), PlatformSettingsView);
    expect(view).toEqual({ settings: defaultPlatformSettings, updatedAt: null, updatedBy: null });
  });

  it("403 to every role but superAdmin, 401 signed out, nothing saved", async () => {
    for (const role of roles.filter((r) => r !== "superAdmin")) {
      const user = await createSignedInUser(t.db.db, role);
      expect((await http.get("/admin/settings", user.headers)).statusCode, role).toBe(403);
      expect((await put(user.headers, changed)).statusCode, role).toBe(403);
    }
    expect((await http.get("/admin/settings")).statusCode).toBe(401);
    expect((await put({}, changed)).statusCode).toBe(401);
    expect(await t.db.db.$count(schema.platformSettings)).toBe(0);
  });

  it("PUT refuses values out of bounds with a VALIDATION error naming the field", async () => {
    const admin = await createSignedInUser(t.db.db, "superAdmin");
    const bad: Array<[object, string]> = [
      [{ ...changed, retentionSourcedDays: 0 }, "body.retentionSourcedDays"],
      [{ ...changed, retentionSourcedDays: 36_501 }, "body.retentionSourcedDays"],
      [{ ...changed, retentionDraftDays: 1.5 }, "body.retentionDraftDays"],
      [{ ...changed, decisionReminderDays: [7, 3] }, "body.decisionReminderDays"],
      [{ ...changed, decisionReminderDays: [3, 3] }, "body.decisionReminderDays"],
      [{ ...changed, decisionReminderDays: [0] }, "body.decisionReminderDays.0"],
      [
        { ...changed, decisionReminderDays: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] },
        "body.decisionReminderDays",
      ],
      [{ ...changed, chatEmailDelaySeconds: -1 }, "body.chatEmailDelaySeconds"],
      [{ ...changed, chatEmailDelaySeconds: 86_401 }, "body.chatEmailDelaySeconds"],
      [{ ...changed, pdfImportsPerHour: 0 }, "body.pdfImportsPerHour"],
      [{ ...changed, pdfImportsPerHour: "5" }, "body.pdfImportsPerHour"],
      [{ ...changed, retentionDraftDays: undefined }, "body.retentionDraftDays"],
      [{ ...changed, extra: true }, "body"],
    ];
    for (const [body, path] of bad) {
      const res = await put(admin.headers, body);
      expectValidationError(res, path);
      expect(res.json().errors[0].message, path).toEqual(expect.any(String));
    }
    expect(await t.db.db.$count(schema.platformSettings)).toBe(0);
  });

  it("superAdmin saves new settings: in force at once, audited, with who and when", async () => {
    const admin = await createSignedInUser(t.db.db, "superAdmin");
    const saved = expectBody(await put(admin.headers, changed), PlatformSettingsView);
    expect(saved.settings).toEqual(changed);
    expect(saved.updatedBy).toBe("Staff superAdmin");
    expect(saved.updatedAt).not.toBeNull();
    expect(
      expectBody(await http.get("/admin/settings", admin.headers), PlatformSettingsView),
    ).toEqual(saved);
    const audits = await t.db.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, "settings.updated"));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorUserId: admin.userId,
      details: { settings: changed },
    });
  });

  it("the retention job uses the saved periods, with no restart", async () => {
    const now = new Date();
    const draft = await createTestOffer(t.db.db, { status: "draft" });
    // 40 days old: kept under the default 180 days, past the saved 30.
    await t.db.db
      .update(schema.offers)
      .set({ updatedAt: new Date(now.getTime() - 40 * 86_400_000) })
      .where(eq(schema.offers.id, draft.id));
    expect(await applyRetention(t.db.db, now, photoFilesOf(t.app))).toMatchObject({ offers: 1 });
    expect(await t.db.db.$count(schema.offers, eq(schema.offers.id, draft.id))).toBe(0);
    const [audit] = await t.db.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, "privacy.retention"));
    expect(audit?.details).toMatchObject({ erased: "drafts", days: 30 });
  });
});
