import { beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser } from "../../testing/factories";
import { listenForSockets, openSocket, type TestSocket } from "../../testing/realtime";
import { setupTestApp } from "../../testing/setup";
import { MAX_UNAUTHENTICATED_SOCKETS_PER_CLIENT } from "./hub";

const t = setupTestApp();
let url = "";
beforeAll(async () => {
  url = await listenForSockets(t.app);
});

// The test client connects from loopback, a trusted proxy: X-Forwarded-For names the client.
const from = (address: string) => ({ "x-forwarded-for": address });

/** Opened together: each closes after the 5 s auth timeout, so a slow loop would lose some. */
const openMany = (address: string, count: number): Promise<TestSocket[]> =>
  Promise.all(Array.from({ length: count }, () => openSocket(url, from(address))));

describe("sockets waiting to authenticate", () => {
  it("refuses one client's extra upgrades with 429 while another client connects", async () => {
    const developer = await createSignedInUser(t.db.db, "developer");
    const held = await openMany("203.0.113.7", MAX_UNAUTHENTICATED_SOCKETS_PER_CLIENT);
    await expect(openSocket(url, from("203.0.113.7"))).rejects.toThrow(/429/);
    const other = await openSocket(url, from("198.51.100.9"));

    // A socket that authenticates stops counting against its client.
    held[0]!.send({ type: "auth", token: developer.token });
    await held[0]!.next("ready");
    const next = await openSocket(url, from("203.0.113.7"));
    for (const socket of [...held, other, next]) socket.close();
  });

  it("holds the cap when the upgrades arrive in parallel", async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: MAX_UNAUTHENTICATED_SOCKETS_PER_CLIENT + 15 }, () =>
        openSocket(url, from("192.0.2.44")),
      ),
    );
    const opened = attempts.flatMap((a) => (a.status === "fulfilled" ? [a.value] : []));
    // Upgrades that passed the early check together are closed at once with 1013.
    const closedAtOnce = await Promise.all(
      opened.map((socket) =>
        Promise.race([
          socket.closed.then(({ code }) => code === 1013),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 500)),
        ]),
      ),
    );
    const kept = closedAtOnce.filter((closed) => !closed).length;
    expect(kept).toBe(MAX_UNAUTHENTICATED_SOCKETS_PER_CLIENT);
    for (const socket of opened) socket.close();
  });
});
