import { Writable } from "node:stream";
import { routes } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/app";
import { createSignedInUser, createUser, uniqueEmail } from "../testing/factories";
import { REDACTED, redactUrl } from "./log-redaction";

describe("redactUrl", () => {
  it("hides the invitation token segment and secret query values", () => {
    expect(redactUrl("/invitations/AbcdefghijKLMNOP1234")).toBe("/invitations/[redacted]");
    expect(redactUrl("/invitations/lookup")).toBe("/invitations/lookup");
    expect(redactUrl("/calendar-feeds/AbcdefghijKLMNOP1234.ics")).toBe(
      "/calendar-feeds/[redacted]",
    );
    expect(redactUrl("/auth/google/callback?state=S1&code=C2&iss=x")).toBe(
      "/auth/google/callback?state=[redacted]&code=[redacted]&iss=x",
    );
    expect(redactUrl("/jobs?q=kotlin&Token=t")).toBe("/jobs?q=kotlin&Token=[redacted]");
    expect(redactUrl("/health")).toBe("/health");
  });
});

/** Without SMTP every email is logged; with `info` every request is logged too. */
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ logger: { level: "trace", stream } });
});
afterAll(() => t.close());

const tokenInOutbox = async (to: string) => {
  const [row] = await t.db.db
    .select({ text: schema.emailOutbox.text })
    .from(schema.emailOutbox)
    .where(eq(schema.emailOutbox.toAddress, to));
  const token = /(?:token=|new-password\/)([A-Za-z0-9_-]{16,})/.exec(row?.text ?? "")?.[1];
  if (!token) throw new Error(`no token in the outbox row to ${to}`);
  return token;
};

describe("logs carry no one-time tokens", () => {
  it("invitation email and lookups (GET and POST) log no token", async () => {
    const customer = await createSignedInUser(t.db.db, "customer");
    const email = uniqueEmail("associate");
    const created = await t.call(
      routes.invitations.create,
      { body: { type: "customerAssociate", email } },
      { as: customer },
    );
    expect(created.status).toBe(201);
    const token = await tokenInOutbox(email);

    const before = lines.length;
    const get = await t.call(routes.invitations.readByToken, { params: { token } });
    expect(get.status).toBe(200);
    const post = await t.call(routes.invitations.lookup, { body: { token } });
    expect(post.status).toBe(200);
    expect(post.body).toEqual(get.body);

    const logged = lines.join("");
    expect(lines.length).toBeGreaterThan(before);
    expect(logged).toContain(`/invitations/${REDACTED}`);
    expect(logged).toContain("/invitations/lookup");
    expect(logged).toContain("[email kept in outbox: no SMTP_URL]");
    expect(logged).not.toContain(token);
  });

  it("a password reset request and the reset itself log no token", async () => {
    const user = await createUser(t.db.db, "developer");
    const forgot = await t.call(routes.auth.passwordForgot, { body: { email: user.email } });
    expect(forgot.status).toBe(202);
    const token = await tokenInOutbox(user.email);
    const reset = await t.call(routes.auth.passwordReset, {
      body: { token, password: "Quiet-Harbor-Lamp-77" },
    });
    expect(reset.status).toBe(200);
    const logged = lines.join("");
    expect(logged).toContain("password-reset");
    expect(logged).not.toContain(token);
  });
});
