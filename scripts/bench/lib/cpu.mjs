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

/**
 * The machine's CPU ticks so far, and those the hypervisor took ("steal": the VM was ready to
 * run but its host ran something else).
 */
function machineTicks() {
  try {
    const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
    return { total: ticks.reduce((a, b) => a + b, 0), steal: ticks[7] ?? 0 };
  } catch {
    return { total: 0, steal: 0 };
  }
}

/**
 * What the VM's host took during a bench step: the share of the machine's CPU time, and the
 * stolen CPU ms in each second. A burst of 100 ms stalls every process on the machine, enough
 * for a 10 s step to miss its p99: the noise a figure measured on a shared VM carries.
 */
export function watchSteal() {
  const first = machineTicks();
  let last = first;
  const perSecondMs = [];
  const timer = setInterval(() => {
    const now = machineTicks();
    perSecondMs.push((now.steal - last.steal) * TICK_MS);
    last = now;
  }, 1000);
  return {
    stop() {
      clearInterval(timer);
      const end = machineTicks();
      const share =
        end.total > first.total ? (end.steal - first.steal) / (end.total - first.total) : 0;
      return { share, perSecondMs, worstSecondMs: Math.max(0, ...perSecondMs) };
    },
  };
}
