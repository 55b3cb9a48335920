"use client";

import type { ClientFrame, ServerFrame } from "@encaja/contracts";
import {
  REALTIME_PATH,
  realtimeCloseCodes,
  serverFrameTypes,
} from "@encaja/contracts/messaging/realtime-protocol";
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useApiUrl } from "@/lib/config/ApiUrlProvider";
import { useToken } from "../session/useToken";

export type RealtimeStatus = "idle" | "connecting" | "open" | "closed";
type Listener = (frame: ServerFrame) => void;

export interface Realtime {
  status: RealtimeStatus;
  /** Sends a frame when the socket is open and authenticated; false when it could not. */
  send(frame: Exclude<ClientFrame, { type: "auth" }>): boolean;
  /** Every server frame, until the returned function is called. */
  listen(listener: Listener): () => void;
  /** Increments on each (re)authenticated connection: re-subscribe and backfill then. */
  connection: number;
  /** Keeps the socket wanted while the returned function is not called (see useRealtimeFrames). */
  demand(): () => void;
}

const RealtimeContext = createContext<Realtime | null>(null);

const frameTypes: ReadonlySet<string> = new Set(serverFrameTypes);

/**
 * A server frame by its `type`, or null for one this version does not know. Frames are not
 * parsed again: the API writes them from the schemas, and its tests check every frame they
 * receive against `ServerFrame` (ADR 0075).
 */
export function readFrame(data: string): ServerFrame | null {
  try {
    const frame: unknown = JSON.parse(data);
    if (typeof frame !== "object" || frame === null || !("type" in frame)) return null;
    return typeof frame.type === "string" && frameTypes.has(frame.type)
      ? (frame as ServerFrame)
      : null;
  } catch {
    return null;
  }
}

const socketUrl = (apiUrl: string, path: string) => `${apiUrl.replace(/^http/, "ws")}${path}`;
const backoffMs = (attempt: number) => Math.min(30_000, 500 * 2 ** attempt) * (0.5 + Math.random());

/**
 * One WebSocket per signed-in tab (ADR 0028): authenticates with its first frame
 * (never the URL), reconnects with backoff, and fans frames out to listeners. It connects only
 * while a token exists AND some mounted component wants frames (the bell, a chat), so public
 * pages open no socket.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const apiUrl = useApiUrl();
  const token = useToken();
  const listeners = useRef(new Set<Listener>());
  const socketRef = useRef<WebSocket | null>(null);
  const [status, setStatus] = useState<RealtimeStatus>("idle");
  const [connection, setConnection] = useState(0);
  const [wanted, setWanted] = useState(0);
  const active = Boolean(token) && wanted > 0;

  useEffect(() => {
    if (!active || !token) return;
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      setStatus("connecting");
      let socket: WebSocket;
      try {
        socket = new WebSocket(socketUrl(apiUrl, REALTIME_PATH));
      } catch {
        // A URL the browser refuses (e.g. ws: from an https page): no socket, and no crash of
        // the page around the bell. Lists still load over HTTP.
        setStatus("closed");
        return;
      }
      socketRef.current = socket;
      socket.onopen = () => socket.send(JSON.stringify({ type: "auth", token }));
      socket.onmessage = (event) => {
        const frame = readFrame(String(event.data));
        if (!frame) return; // a frame this version does not know: ignore it
        if (frame.type === "ready") {
          attempt = 0;
          setStatus("open");
          setConnection((n) => n + 1);
        }
        for (const listener of listeners.current) listener(frame);
      };
      socket.onclose = (event) => {
        if (socketRef.current === socket) socketRef.current = null;
        setStatus("closed");
        const final =
          event.code === realtimeCloseCodes.unauthorized ||
          event.code === realtimeCloseCodes.policy;
        if (stopped || final) return;
        timer = setTimeout(connect, backoffMs(attempt++));
      };
    };
    connect();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      socketRef.current?.close(1000);
      socketRef.current = null;
      setStatus("idle");
    };
  }, [apiUrl, token, active]);

  const value = useMemo<Realtime>(
    () => ({
      status,
      connection,
      send: (frame) => {
        const socket = socketRef.current;
        if (!socket || socket.readyState !== WebSocket.OPEN || status !== "open") return false;
        socket.send(JSON.stringify(frame));
        return true;
      },
      listen: (listener) => {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
      demand: () => {
        setWanted((n) => n + 1);
        return () => setWanted((n) => n - 1);
      },
    }),
    [status, connection],
  );
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}

/** The tab's realtime connection; outside the provider, a closed one that sends nothing. */
export function useRealtime(): Realtime {
  return useContext(RealtimeContext) ?? closedRealtime;
}

const closedRealtime: Realtime = {
  status: "idle",
  connection: 0,
  send: () => false,
  listen: () => () => {},
  demand: () => () => {},
};

/** Calls `handler` for each server frame of one type (the latest handler, without resubscribing). */
export function useRealtimeFrames<T extends ServerFrame["type"]>(
  type: T,
  handler: (frame: Extract<ServerFrame, { type: T }>) => void,
): void {
  const { listen, demand } = useRealtime();
  const latest = useRef(handler);
  latest.current = handler;
  // biome-ignore lint/correctness/useExhaustiveDependencies: demand is stable in effect (setState only)
  useEffect(() => demand(), []);
  useEffect(
    () =>
      listen((frame) => {
        if (frame.type === type) latest.current(frame as Extract<ServerFrame, { type: T }>);
      }),
    [listen, type],
  );
}
