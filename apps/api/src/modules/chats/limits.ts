import { REALTIME_RATE } from "@encaja/contracts";
import type { RouteRateLimit } from "../../plugins/rate-limits";

const HOUR = 3600;

/**
 * Messages one user may send over HTTP: the socket's frame budget (REALTIME_RATE) as a window
 * counted in the database, `burst` messages per `burst / perSecond` seconds (30 per 3 s).
 */
export const CHAT_SEND_RATE_LIMIT: RouteRateLimit = {
  bucket: "chat-send",
  limit: REALTIME_RATE.burst,
  windowSeconds: REALTIME_RATE.burst / REALTIME_RATE.perSecond,
  by: "user",
};

/** Attachment uploads one user may start per hour, in every chat together. */
export const CHAT_UPLOAD_RATE_LIMIT: RouteRateLimit = {
  bucket: "chat-upload",
  limit: 60,
  windowSeconds: HOUR,
  by: "user",
};

/** Bytes of uploads one user may keep unsent (not yet in a message) in every chat together. */
export const MAX_UNSENT_ATTACHMENT_BYTES = 50 * 1024 * 1024;

/** Hours an upload may wait unsent before housekeeping deletes it. */
export const UNSENT_ATTACHMENT_TTL_HOURS = 24;
