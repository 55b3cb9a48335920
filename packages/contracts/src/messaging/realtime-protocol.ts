/**
 * The WebSocket at `GET /realtime` (ADR 0028) without its frame schemas: what a client needs to
 * connect and to tell frames apart. The schemas (realtime.ts) build the chat, notification and
 * error-code shapes they name (260–310 zod objects in a page's bundle), which a signed-in page
 * would otherwise build whenever its notification bell connects.
 */
export const REALTIME_PATH = "/realtime";
export const REALTIME_MAX_FRAME_BYTES = 16 * 1024;
/** Seconds a new socket has to send its `auth` frame. */
export const REALTIME_AUTH_TIMEOUT_SECONDS = 5;
/**
 * Per connection: a token bucket of frames (sustained per second, burst). Also the budget of
 * chat messages a user may send over HTTP (apps/api chats/limits.ts), so both paths allow alike.
 */
export const REALTIME_RATE = { perSecond: 10, burst: 30 } as const;

/** Close codes the server uses (the client reconnects on all but these two). */
export const realtimeCloseCodes = {
  /** Session missing, expired or revoked: sign in again. */
  unauthorized: 4401,
  /** Flooding or oversize frames. */
  policy: 1008,
} as const;

/** The `type` of every frame the server sends (realtime.test.ts checks it against the schema). */
export const serverFrameTypes = [
  "ready",
  "message",
  "subscribed",
  "read",
  "notification",
  "unread",
  "error",
  "pong",
] as const;
