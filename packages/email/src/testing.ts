import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type { ParsedMail } from "mailparser";

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, usable as SMTP_URL. */
  url: string;
  /** Every accepted message, in arrival order. */
  messages: ParsedMail[];
  /** Resolves with the first message (already received or arriving) matching the predicate. */
  waitForMessage(predicate: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  /** Rejects the next `n` messages with a 451 temporary error. */
  failNext(n: number): void;
  /** Rejects the next `n` messages with a 550 permanent error (a mailbox that does not exist). */
  rejectNext(n: number): void;
  close(): Promise<void>;
}

interface Waiter {
  predicate: (mail: ParsedMail) => boolean;
  resolve: (mail: ParsedMail) => void;
}

/**
 * A loopback SMTP server (no auth, no TLS) that keeps parsed messages in memory; on `port` when
 * given (a server "coming back" where a sender already points), else on a free one.
 */
export async function startTestSmtpServer(
  options: { port?: number } = {},
): Promise<TestSmtpServer> {
  const messages: ParsedMail[] = [];
  const waiters = new Set<Waiter>();
  let failures = 0;
  let rejections = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 1000,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", (err: Error) => callback(err));
      stream.on("end", () => {
        if (rejections > 0) {
          rejections -= 1;
          callback(Object.assign(new Error("5.1.1 Mailbox unavailable"), { responseCode: 550 }));
          return;
        }
        if (failures > 0) {
          failures -= 1;
          callback(
            Object.assign(new Error("Temporary failure, try again later"), { responseCode: 451 }),
          );
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            messages.push(mail);
            for (const waiter of waiters) {
              if (waiter.predicate(mail)) {
                waiters.delete(waiter);
                waiter.resolve(mail);
              }
            }
            callback();
          },
          (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
        );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  server.on("error", () => {
    // Client-side resets in tests are not interesting.
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMessage(predicate, timeoutMs = 10_000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise<ParsedMail>((resolve, reject) => {
        const waiter: Waiter = {
          predicate,
          resolve: (mail) => {
            clearTimeout(timeout);
            resolve(mail);
          },
        };
        const timeout = setTimeout(() => {
          waiters.delete(waiter);
          reject(
            new Error(`no matching email within ${timeoutMs} ms (${messages.length} received)`),
          );
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    failNext(n) {
      failures += n;
    },
    rejectNext(n) {
      rejections += n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first recipient address of a parsed message (lower-cased), if any. */
export function recipientOf(mail: ParsedMail): string | undefined {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return to?.value[0]?.address?.toLowerCase();
}

/** The first absolute link in a message's text part (e.g. a reset or invitation link). */
export function linkIn(mail: ParsedMail, prefix = "http"): string | undefined {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`${escaped}[^\\s<>"]*`).exec(mail.text ?? "")?.[0];
}
