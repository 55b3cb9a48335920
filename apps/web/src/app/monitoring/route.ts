import { serverMonitoringConfig } from "@/lib/config/server";
import { tunnelEnvelope } from "@/lib/monitoring/tunnel";
import { TunnelGate, tunnelClient } from "@/lib/monitoring/tunnel-gate";

export const dynamic = "force-dynamic";

const gate = new TunnelGate();

/** The Sentry tunnel (spec §9): envelopes for our DSN are forwarded to its ingest (ADR 0036). */
export function POST(request: Request): Promise<Response> {
  return gate.admit(tunnelClient(request), () =>
    tunnelEnvelope(request, serverMonitoringConfig()?.dsn ?? null, fetch),
  );
}
