import { randomUUID } from "node:crypto";
import { ServerFrame } from "@encaja/contracts";
import { createDb, type DbHandle } from "@encaja/db/client";
import type { FastifyInstance } from "fastify";
import { WebSocket } from "ws";
import { buildApp } from "../app";
import { testAppOptions, testConfig } from "./app";

/** Test helpers for the WebSocket: real sockets on a listening app. */

export async function listenForSockets(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  return `${address.replace(/^http/, "ws")}/realtime`;
}

/** A second API instance on the same database (on PostgreSQL through its own pool). */
export async function startSecondInstance(db: DbHandle) {
  const handle =
    db.kind === "pglite"
      ? { ...db, close: async () => {} }
      : await createDb({ databaseUrl: String(db.pool?.options.connectionString), poolSize: 3 });
  const app = await buildApp({
    ...testAppOptions,
    config: testConfig(),
    db: handle,
    logger: false,
    startMailSender: false,
    startHousekeeping: false,
    startDecisionReminders: false,
  });
  const url = await listenForSockets(app);
  return {
    app,
    url,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

type Frame = ServerFrame;
type FrameOf<T extends Frame["type"]> = Extract<Frame, { type: T }>;

/** A client socket that records every frame; tests await frames with a timeout. */
export class TestSocket {
  readonly frames: Frame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<() => void> = [];
  /** The first frame that did not match its schema: every later `next` throws it. */
  private invalid: Error | undefined;

  constructor(readonly ws: WebSocket) {
    ws.on("message", (data) => {
      const frame = JSON.parse(data.toString());
      // Clients tell frames apart by `type` and do not parse them (ADR 0075): each frame the
      // tests receive is checked against its schema here instead.
      const checked = ServerFrame.safeParse(frame);
      if (!checked.success) {
        this.invalid ??= new Error(
          `Frame not matching ServerFrame: ${data.toString()}\n${checked.error.message}`,
        );
      }
      this.frames.push(frame as Frame);
      for (const wake of this.waiters) wake();
    });
    this.closed = new Promise((resolve) =>
      ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  send(frame: object | string): void {
    this.ws.send(typeof frame === "string" ? frame : JSON.stringify(frame));
  }

  /** Removes and returns the first recorded frame of `type` that matches. */
  async next<T extends Frame["type"]>(
    type: T,
    match: (frame: FrameOf<T>) => boolean = () => true,
    timeoutMs = 4_000,
  ): Promise<FrameOf<T>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.invalid) throw this.invalid;
      const index = this.frames.findIndex((f) => f.type === type && match(f as FrameOf<T>));
      if (index >= 0) return this.frames.splice(index, 1)[0] as FrameOf<T>;
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `No ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      this.waiters = [];
    }
  }

  /** Waits a little and returns the frames of `type` that arrived (for "nothing came" checks). */
  async settle<T extends Frame["type"]>(type: T, ms = 300): Promise<FrameOf<T>[]> {
    await new Promise((resolve) => setTimeout(resolve, ms));
    if (this.invalid) throw this.invalid;
    return this.frames.filter((f) => f.type === type) as FrameOf<T>[];
  }

  close(): void {
    this.ws.close(1000);
  }
}

export async function openSocket(url: string, headers: Record<string, string> = {}) {
  const ws = new WebSocket(url, { headers });
  const socket = new TestSocket(ws);
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  return socket;
}

/** An open socket, authenticated with `token` (waits for `ready`). */
export async function signedInSocket(url: string, token: string): Promise<TestSocket> {
  const socket = await openSocket(url);
  socket.send({ type: "auth", token });
  await socket.next("ready");
  return socket;
}

export const newClientId = () => randomUUID();
