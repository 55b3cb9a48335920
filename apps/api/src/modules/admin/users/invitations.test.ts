import { AdminInvitation, AdminInvitationList } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { linkIn } from "@encaja/email/testing";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectBody, expectValidationError } from "../../../testing/assertions";
import { createSignedInUser, uniqueEmail } from "../../../testing/factories";
import { requestsWith, setupSignedInUser, setupTestAppWithSmtp } from "../../../testing/setup";

const t = setupTestAppWithSmtp();
const http = requestsWith(t);
const admin = setupSignedInUser(t, "superAdmin");
const missing = "00000000-0000-4000-8000-000000000000";

async function inviteStaff(email: string, role = "matchers") {
  const res = await http.post("/invitations", admin.headers, { type: "internal", email, role });
  expect(res.statusCode).toBe(201);
  const link = linkIn(await t.emailTo(email), "http://web.test:3000/")!;
  return { id: res.json().id as string, token: new URL(link).searchParams.get("token")! };
}
/** The token of the newest queued email (the test SMTP server answers the first one found). */
async function latestTokenSentTo(email: string) {
  const [mail] = await t.db.db
    .select({ text: schema.emailOutbox.text })
    .from(schema.emailOutbox)
    .where(eq(schema.emailOutbox.toAddress, email))
    .orderBy(desc(schema.emailOutbox.createdAt))
    .limit(1);
  return /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
}
const lookup = (token: string) => http.post("/invitations/lookup", {}, { token });
const auditFor = (action: string, id: string) =>
  t.db.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.action, action), eq(schema.auditLog.targetId, id)));

describe("the /admin/invitations routes are superAdmin only", () => {
  it.each(["matchers", "hardInterviewer", "customer", "customerAssociate", "developer"] as const)(
    "403 for a %s",
    async (role) => {
      const user = await createSignedInUser(t.db.db, role);
      const calls = [
        http.get("/admin/invitations", user.headers),
        http.post(`/admin/invitations/${missing}/resend`, user.headers),
        http.send("DELETE", `/admin/invitations/${missing}`, user.headers),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(403);
    },
  );
});

describe("GET /admin/invitations", () => {
  it("lists internal invitations with status, role, inviter; filters by status, role and email", async () => {
    const email = uniqueEmail("staff");
    const { id } = await inviteStaff(email, "hardInterviewer");
    const list = expectBody(
      await http.get(`/admin/invitations?q=${encodeURIComponent(email)}`, admin.headers),
      AdminInvitationList,
    );
    expect(list.items).toEqual([
      expect.objectContaining({
        id,
        email,
        role: "hardInterviewer",
        status: "pending",
        invitedByEmail: admin.email,
        acceptedAt: null,
      }),
    ]);
    const matchers = expectBody(
      await http.get("/admin/invitations?role=matchers&status=pending", admin.headers),
      AdminInvitationList,
    );
    expect(matchers.items.map((i) => i.id)).not.toContain(id);
    expectValidationError(
      await http.get("/admin/invitations?status=lost", admin.headers),
      "status",
    );
  });
});

describe("POST /admin/invitations/:id/resend", () => {
  it("emails a new link, the old one stops working, audited; works for an expired one too", async () => {
    const email = uniqueEmail("resend");
    const first = await inviteStaff(email);
    await t.db.db
      .update(schema.invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.invitations.id, first.id));
    const res = await http.post(`/admin/invitations/${first.id}/resend`, admin.headers);
    expect(expectBody(res, AdminInvitation).status).toBe("pending");
    const token = await latestTokenSentTo(email);
    expect(token).not.toBe(first.token);
    expect((await lookup(first.token)).json().code).toBe("E000IT");
    expect((await lookup(token)).statusCode).toBe(200);
    const [entry] = await auditFor("invitation.resent", first.id);
    expect(entry).toMatchObject({ actorUserId: admin.userId, targetType: "invitation" });
  });

  it("404 for a missing one; 409 RECORD_CHANGED for a revoked one", async () => {
    expect(
      (await http.post(`/admin/invitations/${missing}/resend`, admin.headers)).statusCode,
    ).toBe(404);
    const { id } = await inviteStaff(uniqueEmail("gone"));
    expect((await http.send("DELETE", `/admin/invitations/${id}`, admin.headers)).statusCode).toBe(
      204,
    );
    const res = await http.post(`/admin/invitations/${id}/resend`, admin.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("RECORD_CHANGED");
  });
});

describe("DELETE /admin/invitations/:id", () => {
  it("revokes a pending invitation: its link fails, audited; twice → RECORD_CHANGED; 404", async () => {
    const email = uniqueEmail("revoke");
    const { id, token } = await inviteStaff(email);
    expect((await http.send("DELETE", `/admin/invitations/${id}`, admin.headers)).statusCode).toBe(
      204,
    );
    expect((await lookup(token)).json().code).toBe("E000IT");
    expect(await auditFor("invitation.revoked", id)).toHaveLength(1);
    const twice = await http.send("DELETE", `/admin/invitations/${id}`, admin.headers);
    expect(twice.json().code).toBe("RECORD_CHANGED");
    expect(
      (await http.send("DELETE", `/admin/invitations/${missing}`, admin.headers)).statusCode,
    ).toBe(404);
  });
});
