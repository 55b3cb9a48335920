import { routes } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser } from "../../../testing/factories";
import {
  failure,
  googleFlow,
  newPerson,
  setupGoogleHarness,
  successOf,
} from "../../../testing/google";

const h = setupGoogleHarness();

const me = (token: string) =>
  h.t.call(routes.users.me, {}, { headers: { authorization: `Bearer ${token}` } });

describe("Google sign-up and sign-in (developer)", () => {
  const ada = newPerson();

  it("signs up a developer and the token in the fragment works", async () => {
    h.idp.addPerson(ada);
    const result = successOf(await googleFlow(h, "mode=signup", ada.sub));
    expect(result.role).toBe("developer");
    expect(result.callback).toBe("/dashboard");
    const res = await me(result.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      role: "developer",
      email: ada.email,
      firstName: "Ada",
      lastName: "Lovelace",
      isRegisteredByGoogle: true,
    });
    const audits = await h.t.db.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.actorUserId, res.body.userId),
          eq(schema.auditLog.action, "account.registered"),
        ),
      );
    expect(audits.map((a) => a.details)).toEqual([{ role: "developer", via: "google" }]);
  });

  it("signs the same account in, honouring a safe callback", async () => {
    const location = await googleFlow(h, "callback=%2Fjobs%2F42%3Ftab%3Dmine", ada.sub);
    const result = successOf(location);
    expect(result).toMatchObject({ role: "developer", callback: "/jobs/42?tab=mine" });
    const user = (await me(result.token)).body;
    const [session] = await h.t.db.db
      .select({ method: schema.sessions.method })
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, user.userId))
      .orderBy(schema.sessions.createdAt)
      .offset(1);
    expect(session?.method).toBe("google");
  });

  it("discards an unsafe callback", async () => {
    for (const unsafe of ["//evil.example", "https://evil.example/x", "/\\evil.example"]) {
      const location = await googleFlow(h, `callback=${encodeURIComponent(unsafe)}`, ada.sub);
      expect(successOf(location).callback).toBe("/dashboard");
    }
  });

  it("E00ARP when signing up again", async () => {
    const location = await googleFlow(h, "mode=signup", ada.sub);
    expect(location.href).toBe(failure("signup", "E00ARP"));
  });

  it("E0009 when the developer signs in on the customer portal", async () => {
    const location = await googleFlow(h, "portal=customer", ada.sub);
    expect(location.href).toBe(failure("login", "E0009"));
  });

  it("E0ARWG when the Google-created account tries a password login", async () => {
    const res = await h.t.call(routes.auth.login, {
      body: { email: ada.email, password: "whatever-password-1" },
    });
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe("E0ARWG");
  });

  it("a fresh Google session may delete the account without a password", async () => {
    const person = newPerson();
    h.idp.addPerson(person);
    const { token } = successOf(await googleFlow(h, "mode=signup", person.sub));
    const res = await h.t.call(
      routes.users.deleteAccount,
      { body: {} },
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(res.status).toBe(204);
  });
});

describe("Google sign-in for emails registered with a password", () => {
  it("E000ET on sign-in, E0ARWP on sign-up", async () => {
    const user = await createUser(h.t.db.db, "developer");
    const person = newPerson({ email: user.email.toUpperCase() });
    h.idp.addPerson(person);
    expect((await googleFlow(h, "mode=signin", person.sub)).href).toBe(failure("login", "E000ET"));
    expect((await googleFlow(h, "mode=signup", person.sub)).href).toBe(failure("signup", "E0ARWP"));
  });
});

describe("Google sign-in with no account yet", () => {
  it("creates a developer on the developer portal, names from `name` when needed", async () => {
    const person = newPerson({
      given_name: undefined,
      family_name: undefined,
      name: "Grace B Hopper",
    });
    h.idp.addPerson(person);
    const result = successOf(await googleFlow(h, "", person.sub));
    expect((await me(result.token)).body).toMatchObject({
      role: "developer",
      firstName: "Grace",
      lastName: "B Hopper",
    });
  });

  it("creates a company on the customer portal, named after the email domain", async () => {
    const person = newPerson({ email: `boss-${Date.now()}@acme-labs.example` });
    h.idp.addPerson(person);
    const result = successOf(await googleFlow(h, "portal=customer", person.sub));
    expect(result).toMatchObject({ role: "customer", callback: "/customers/dashboard" });
    const body = (await me(result.token)).body;
    expect(body).toMatchObject({ role: "customer", name: "Acme-labs", isRegisteredByGoogle: true });
    // And signs in again on the customer portal, but not on the developer one.
    expect(successOf(await googleFlow(h, "portal=customer", person.sub)).role).toBe("customer");
    expect((await googleFlow(h, "portal=developer", person.sub)).href).toBe(
      failure("login", "E0010"),
    );
  });

  it("signs up a company on the customer portal", async () => {
    const person = newPerson();
    h.idp.addPerson(person);
    const result = successOf(await googleFlow(h, "portal=customer&mode=signup", person.sub));
    expect((await me(result.token)).body).toMatchObject({ role: "customer", name: "Example" });
  });
});
