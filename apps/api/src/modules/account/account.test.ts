import { AccountProfile, AccountSessionList } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { expectBody, expectValidationError } from "../../testing/assertions";
import { createSignedInUser, FACTORY_PASSWORD } from "../../testing/factories";
import { multipartFile, tinyPng } from "../../testing/multipart";
import { requestsWith, setupTestApp } from "../../testing/setup";
import { otherSessionOf } from "../../testing/team";
import { deviceOf, truncatedIp } from "./device";

const t = setupTestApp();
const http = requestsWith(t);
const roles = [
  "developer",
  "customer",
  "customerAssociate",
  "matchers",
  "hardInterviewer",
  "superAdmin",
] as const;

describe("GET /users/me/sessions", () => {
  it.each(roles)("a %s sees their live sessions, the current one marked", async (role) => {
    const user = await createSignedInUser(t.db.db, role);
    const other = await otherSessionOf(t.db.db, user);
    const list = expectBody(await http.get("/users/me/sessions", user.headers), AccountSessionList);
    expect(list.items).toHaveLength(2);
    expect(list.items.filter((s) => s.current)).toHaveLength(1);
    const remote = list.items.find((s) => !s.current)!;
    expect(remote).toMatchObject({ device: "Firefox on Linux", ip: "203.0.113.x" });
    expect((await http.get("/users/me", other.headers)).statusCode).toBe(200);
  });

  it("401 signed out", async () => {
    expect((await http.get("/users/me/sessions")).statusCode).toBe(401);
  });
});

describe("DELETE /users/me/sessions/:id", () => {
  it("signs out another session at once; the current one keeps working", async () => {
    const user = await createSignedInUser(t.db.db, "customer");
    const other = await otherSessionOf(t.db.db, user);
    expect((await http.get("/users/me", other.headers)).statusCode).toBe(200); // cached now
    const list = AccountSessionList.parse(
      (await http.get("/users/me/sessions", user.headers)).json(),
    );
    const target = list.items.find((s) => !s.current)!;
    const res = await http.send("DELETE", `/users/me/sessions/${target.id}`, user.headers);
    expect(res.statusCode).toBe(204);
    expect((await http.get("/users/me", other.headers)).statusCode).toBe(401);
    expect((await http.get("/users/me", user.headers)).statusCode).toBe(200);
  });

  it("revoking the current session signs the caller out", async () => {
    const user = await createSignedInUser(t.db.db, "matchers");
    const list = AccountSessionList.parse(
      (await http.get("/users/me/sessions", user.headers)).json(),
    );
    const current = list.items.find((s) => s.current)!;
    expect(
      (await http.send("DELETE", `/users/me/sessions/${current.id}`, user.headers)).statusCode,
    ).toBe(204);
    expect((await http.get("/users/me", user.headers)).statusCode).toBe(401);
  });

  it("404 for another user's session (and it stays alive), 400 for a malformed id", async () => {
    const owner = await createSignedInUser(t.db.db, "customer");
    const intruder = await createSignedInUser(t.db.db, "customer");
    const list = AccountSessionList.parse(
      (await http.get("/users/me/sessions", owner.headers)).json(),
    );
    const res = await http.send(
      "DELETE",
      `/users/me/sessions/${list.items[0]!.id}`,
      intruder.headers,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("NOT_FOUND");
    expect((await http.get("/users/me", owner.headers)).statusCode).toBe(200);
    expectValidationError(
      await http.send("DELETE", "/users/me/sessions/nope", owner.headers),
      "id",
    );
  });
});

describe("DELETE /users/me/sessions", () => {
  it("signs out every other session, keeping the current one", async () => {
    const user = await createSignedInUser(t.db.db, "customerAssociate");
    const a = await otherSessionOf(t.db.db, user);
    const b = await otherSessionOf(t.db.db, user);
    await http.get("/users/me", a.headers);
    expect((await http.send("DELETE", "/users/me/sessions", user.headers)).statusCode).toBe(204);
    expect((await http.get("/users/me", a.headers)).statusCode).toBe(401);
    expect((await http.get("/users/me", b.headers)).statusCode).toBe(401);
    const list = expectBody(await http.get("/users/me/sessions", user.headers), AccountSessionList);
    expect(list.items.map((s) => s.current)).toEqual([true]);
  });
});

describe("GET/PATCH /users/me/profile", () => {
  it("a customer changes name and phone; /users/me shows them", async () => {
    const user = await createSignedInUser(t.db.db, "customer");
    const res = await http.send("PATCH", "/users/me/profile", user.headers, {
      fullName: "Carla Cliente",
      phoneNumber: "+56 9 1234 5678",
    });
    expect(expectBody(res, AccountProfile)).toMatchObject({
      fullName: "Carla Cliente",
      phoneNumber: "+56 9 1234 5678",
    });
    const me = (await http.get("/users/me", user.headers)).json();
    expect(me).toMatchObject({ fullName: "Carla Cliente", phoneNumber: "+56 9 1234 5678" });
  });

  it.each(["customerAssociate", "matchers", "hardInterviewer", "superAdmin"] as const)(
    "a %s changes their name but keeps no phone here",
    async (role) => {
      const user = await createSignedInUser(t.db.db, role);
      const ok = await http.send("PATCH", "/users/me/profile", user.headers, {
        fullName: "Nuevo Nombre",
      });
      expect(expectBody(ok, AccountProfile).fullName).toBe("Nuevo Nombre");
      expect(
        expectBody(await http.get("/users/me/profile", user.headers), AccountProfile).fullName,
      ).toBe("Nuevo Nombre");
      const phone = await http.send("PATCH", "/users/me/profile", user.headers, {
        phoneNumber: "1",
      });
      expect(phone.statusCode).toBe(403);
    },
  );

  it("403 for developers (their profile lives in /developers/me), 400 for bad input", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    expect(
      (await http.send("PATCH", "/users/me/profile", dev.headers, { fullName: "Dev Name" }))
        .statusCode,
    ).toBe(403);
    const user = await createSignedInUser(t.db.db, "customer");
    expectValidationError(await http.send("PATCH", "/users/me/profile", user.headers, {}), "body");
    expectValidationError(
      await http.send("PATCH", "/users/me/profile", user.headers, { fullName: "x" }),
      "fullName",
    );
    expectValidationError(
      await http.send("PATCH", "/users/me/profile", user.headers, { role: "superAdmin" }),
      "body",
    );
  });
});

describe("POST/DELETE /users/me/photo", () => {
  const upload = (headers: Record<string, string>, data: Buffer) => {
    const body = multipartFile("file", "me.png", "image/png", data);
    return http.post("/users/me/photo", { ...headers, ...body.headers }, body.payload);
  };

  it.each(["customer", "customerAssociate", "matchers"] as const)(
    "a %s uploads and removes a photo",
    async (role) => {
      const user = await createSignedInUser(t.db.db, role);
      const res = await upload(user.headers, tinyPng);
      expect(res.statusCode, res.body).toBe(200);
      const { photoURL } = res.json();
      expect(photoURL).toMatch(/\/files\/photos\//);
      expect(
        expectBody(await http.get("/users/me/profile", user.headers), AccountProfile).photoURL,
      ).toBe(photoURL);
      if (role !== "matchers") {
        expect((await http.get("/users/me", user.headers)).json().photoURL).toBe(photoURL);
      }
      expect((await http.send("DELETE", "/users/me/photo", user.headers)).statusCode).toBe(204);
      expect(
        expectBody(await http.get("/users/me/profile", user.headers), AccountProfile).photoURL,
      ).toBeNull();
    },
  );

  it("deleting a staff account deletes its photo", async () => {
    const user = await createSignedInUser(t.db.db, "matchers");
    const { photoURL } = (await upload(user.headers, tinyPng)).json();
    const path = new URL(photoURL).pathname;
    expect((await http.get(path)).statusCode).toBe(200);
    const del = await http.send("DELETE", "/users/me", user.headers, {
      password: FACTORY_PASSWORD,
    });
    expect(del.statusCode, del.body).toBe(204);
    expect((await http.get(path)).statusCode).toBe(404);
  });

  it("415 for a file that is not an image; a developer's photo is their own", async () => {
    const user = await createSignedInUser(t.db.db, "customer");
    expect((await upload(user.headers, Buffer.from("not an image"))).statusCode).toBe(415);
    const dev = await createSignedInUser(t.db.db, "developer");
    const res = await upload(dev.headers, tinyPng);
    expect((await http.get("/users/me", dev.headers)).json().photoURL).toBe(res.json().photoURL);
  });
});

describe("device and IP for the sessions list", () => {
  it("reads common user agents and hides the host part of addresses", () => {
    expect(
      deviceOf(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15",
      ),
    ).toBe("Safari on macOS");
    expect(deviceOf(null)).toBeNull();
    expect(truncatedIp("::ffff:10.1.2.3")).toBe("10.1.2.x");
    expect(truncatedIp("2001:db8:85a3::8a2e:370:7334")).toBe("2001:db8:85a3::x");
  });
});
