// CPU time used by processes on this machine (Linux /proc), for benches that report what a
// request costs in the API and in PostgreSQL rather than only how long it took.
import { readdirSync, readFileSync } from "node:fs";

const TICK_MS = 10; // USER_HZ is 100 on Linux

function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    const comm = text.slice(text.indexOf("(") + 1, text.lastIndexOf(")"));
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return {
      pid: Number(pid),
      comm,
      ppid: Number(fields[1]),
      ownMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
      reapedChildrenMs: (Number(fields[13]) + Number(fields[14])) * TICK_MS,
    };
  } catch {
    return null; // gone, or not Linux
  }
}

/** CPU ms a process has used so far (its threads included). */
export function processCpuMs(pid) {
  return stat(pid)?.ownMs ?? 0;
}

/**
 * CPU ms every PostgreSQL process on this machine has used so far, including backends that
 * have exited (the postmaster reaps them, so their time is in its children's counters).
 */
export function postgresCpuMs() {
  let pids = [];
  try {
    pids = readdirSync("/proc").filter((d) => /^\d+$/.test(d));
  } catch {
    return 0;
  }
  const all = pids.map(stat).filter((s) => s?.comm === "postgres");
  const ids = new Set(all.map((s) => s.pid));
  return all.reduce((sum, s) => sum + s.ownMs + (ids.has(s.ppid) ? 0 : s.reapedChildrenMs), 0);
}
