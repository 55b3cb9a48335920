#!/usr/bin/env node
// A tiny SMTP sink for the browser tests: accepts every message on 127.0.0.1:2526, keeps it
// in memory, and answers GET /messages?to=<email> (JSON [{to, subject, text, html}]) and
// GET /health on 127.0.0.1:2527. The first message to an address starting with `bounce-once`
// is refused for good (550), as a mailbox that does not exist, so tests can make an undelivered
// email of their own; the next one is accepted.
import { createServer } from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const SMTP_PORT = Number(process.env.SMTP_CAPTURE_PORT ?? 2526);
const HTTP_PORT = Number(process.env.SMTP_CAPTURE_HTTP_PORT ?? 2527);
const messages = [];
const bounced = new Set();

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onRcptTo(address, _session, callback) {
    const to = address.address.toLowerCase();
    if (to.startsWith("bounce-once") && !bounced.has(to)) {
      bounced.add(to);
      return callback(Object.assign(new Error("5.1.1 Mailbox unavailable"), { responseCode: 550 }));
    }
    callback();
  },
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        for (const to of recipients) {
          messages.push({
            to,
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
            receivedAt: new Date().toISOString(),
          });
        }
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(SMTP_PORT, "127.0.0.1");

const http = createServer((request, response) => {
  const url = new URL(request.url ?? "/", `http://127.0.0.1:${HTTP_PORT}`);
  const json = (status, body) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  };
  if (request.method === "GET" && url.pathname === "/health") return json(200, { ok: true });
  if (request.method === "GET" && url.pathname === "/messages") {
    const to = url.searchParams.get("to")?.toLowerCase();
    return json(
      200,
      messages.filter((m) => !to || m.to === to),
    );
  }
  json(404, { error: "not found" });
});
http.listen(HTTP_PORT, "127.0.0.1", () => {
  console.log(`[smtp-capture] SMTP on 127.0.0.1:${SMTP_PORT}, HTTP on 127.0.0.1:${HTTP_PORT}`);
});

const stop = () => {
  smtp.close(() => undefined);
  http.close(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
