import { serverMonitoringConfig } from "@/lib/config/server";
import { tunnelEnvelope } from "@/lib/monitoring/tunnel";

export const dynamic = "force-dynamic";

/** The Sentry tunnel (spec §9): envelopes for our DSN are forwarded to its ingest (ADR 0036). */
export function POST(request: Request): Promise<Response> {
  return tunnelEnvelope(request, serverMonitoringConfig()?.dsn ?? null, fetch);
}
