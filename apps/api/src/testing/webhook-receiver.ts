import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the receiver answers: a status, a body and how long it takes (default 204 at once). */
export type WebhookAnswer = { status: number; body?: string; delayMs?: number };

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>/hook` (needs WEBHOOKS_ALLOW_LOOPBACK=true). */
  url: string;
  received: ReceivedWebhook[];
  /** Answers for the next requests, in order; after them, `fallback`. */
  answers: WebhookAnswer[];
  fallback: WebhookAnswer;
  close(): Promise<void>;
}

/** A loopback HTTP server that records every webhook POSTed to it. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      receiver.received.push({
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      const answer = receiver.answers.shift() ?? receiver.fallback;
      setTimeout(() => {
        res.writeHead(answer.status, { "content-type": "text/plain" });
        res.end(answer.body ?? "");
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const receiver: WebhookReceiver = {
    url: `http://127.0.0.1:${port}/hook`,
    received: [],
    answers: [],
    fallback: { status: 204 },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return receiver;
}
