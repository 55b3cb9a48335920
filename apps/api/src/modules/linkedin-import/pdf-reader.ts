import { fork } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type PdfItem, UnreadablePdfError } from "./pdf-lines";

/** Why a PDF was given up on: it needed more CPU time, memory or text runs than allowed. */
export type TooComplexReason = "cpu" | "memory" | "wall" | "items" | "crash";

export class PdfTooComplexError extends Error {
  constructor(public readonly reason: TooComplexReason) {
    super(`The PDF is too complex to read (${reason})`);
    this.name = "PdfTooComplexError";
  }
}

export interface PdfReadLimits {
  /** CPU time (user + system) the reading process may use before it is killed. */
  cpuMs: number;
  /** Resident memory the reading process may reach before it is killed. */
  memoryMb: number;
}

const CHILD = fileURLToPath(new URL("./pdf-reader.child.mjs", import.meta.url));
const POLL_MS = 25;
/** Linux reports CPU time in clock ticks (USER_HZ, 100 on every mainstream kernel). */
const TICK_MS = 10;
const PAGE_BYTES = 4096;

interface Usage {
  cpuMs: number;
  rssMb: number;
}

/** CPU time and resident memory of a process, from /proc (Linux); null elsewhere. */
function usageOf(pid: number): Usage | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the parenthesised command name: state is [0], utime [11], stime [12].
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    const rssPages = Number(readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]);
    if (!Number.isFinite(ticks) || !Number.isFinite(rssPages)) return null;
    return { cpuMs: ticks * TICK_MS, rssMb: (rssPages * PAGE_BYTES) / (1024 * 1024) };
  } catch {
    return null;
  }
}

type ChildResult =
  | { ok: true; items: PdfItem[] }
  | { ok: false; error: "password" | "unreadable" | "damaged" | "too-complex" };

/**
 * Every positioned text item of the PDF (first 40 pages), read by pdf.js in a separate process
 * that is killed (SIGKILL) once it exceeds `limits`: its CPU time and resident memory are polled
 * from /proc, V8's heap is capped too, and a wall-clock backstop (4× the CPU budget + 30 s) covers
 * systems without /proc (and a stopped child). Throws UnreadablePdfError or PdfTooComplexError.
 */
export function readPdfItems(data: Uint8Array, limits: PdfReadLimits): Promise<PdfItem[]> {
  return new Promise<PdfItem[]>((resolve, reject) => {
    const child = fork(CHILD, [], {
      // No inherited loaders or flags; the heap cap is a second line behind the RSS limit.
      execArgv: [`--max-old-space-size=${limits.memoryMb}`],
      // The parser needs no secrets: only what Node needs to start.
      env: { PATH: process.env.PATH ?? "", NODE_ENV: process.env.NODE_ENV ?? "production" },
      serialization: "advanced",
      stdio: ["ignore", "ignore", "ignore", "ipc"],
    });
    let settled = false;
    let killedFor: TooComplexReason | null = null;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearInterval(poll);
      clearTimeout(backstop);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      outcome();
    };
    const kill = (reason: TooComplexReason) => {
      killedFor = reason;
      finish(() => reject(new PdfTooComplexError(reason)));
    };
    const poll = setInterval(() => {
      if (child.pid === undefined) return;
      const usage = usageOf(child.pid);
      if (!usage) return;
      if (usage.cpuMs > limits.cpuMs) kill("cpu");
      else if (usage.rssMb > limits.memoryMb) kill("memory");
    }, POLL_MS);
    const backstop = setTimeout(() => kill("wall"), limits.cpuMs * 4 + 30_000);

    child.on("message", (message: ChildResult) => {
      if (message.ok) return finish(() => resolve(message.items));
      if (message.error === "too-complex") return kill("items");
      const text =
        message.error === "password"
          ? "The PDF is password-protected"
          : message.error === "unreadable"
            ? "The file is not a readable PDF"
            : "The PDF is damaged and could not be read";
      finish(() => reject(new UnreadablePdfError(text)));
    });
    // Closed (IPC drained) without an answer: V8 ran out of its capped heap, or a crash.
    child.on("close", () => finish(() => reject(new PdfTooComplexError(killedFor ?? "crash"))));
    child.on("error", (error) => finish(() => reject(error)));
    child.send(data, (error) => {
      if (error) finish(() => reject(error));
    });
  });
}
