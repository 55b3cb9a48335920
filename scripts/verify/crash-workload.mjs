// The writes verify:crash interrupts: new registrations, pipeline moves (soft ↔ hard interview)
// and applications, each recorded in the ledger only once the API has acknowledged it.
import { api, login, movableCandidates } from "../bench/lib/load-mix.mjs";

const MAX_APPLICATIONS_PER_DEVELOPER = 50; // jobs.apply allows 60 per developer and hour
let serial = 0;

async function register(base, ledger) {
  serial += 1;
  const email = `crash-${process.pid}-${serial}@verify.encaja.dev`;
  const r = await api(base, "POST", "/auth/register", {
    body: {
      role: "developer",
      email,
      password: "Crash-Verify-2026",
      firstName: "Caída",
      lastName: `Prueba ${serial}`,
    },
  });
  if (r.status !== 201) throw new Error(`register: ${r.status}`);
  ledger.registered.push({ email, token: r.json.access_token, ready: false, applied: 0 });
}

export async function prepareWorkload(base, ledger) {
  ledger.matcher = await login(base, "matcher@demo.encaja.dev");
  const sitemap = await api(base, "GET", "/jobs/sitemap");
  ledger.jobIds = sitemap.json.items.map((j) => j.id);
  const { candidates } = await movableCandidates(base, ledger.matcher, 6);
  ledger.movers = candidates.map((c) => ({ id: c.id, acked: c.status, inFlight: null }));
  for (let i = 0; i < 6; i++) await register(base, ledger);
}

/** Runs the writers until the API dies; `stop()` answers what this cycle had acknowledged. */
export function startWorkload(base, ledger, { prepareOnly = false } = {}) {
  if (prepareOnly) return prepareWorkload(base, ledger);
  const acked = { registrations: 0, moves: 0, applications: 0 };
  const loops = [];
  const forever = async (step) => {
    try {
      for (;;) await step();
    } catch (error) {
      // The API was killed (connection refused or reset): this writer ends. Anything else is
      // worth seeing.
      if (!(error instanceof TypeError) && error.message !== "done") {
        console.warn(`[crash] writer stopped: ${error.message}`);
      }
    }
  };

  for (let i = 0; i < 2; i++) {
    loops.push(
      forever(async () => {
        await register(base, ledger);
        acked.registrations += 1;
      }),
    );
  }
  for (const mover of ledger.movers) {
    loops.push(
      forever(async () => {
        const to = mover.acked === "soft_interview" ? "hard_interview" : "soft_interview";
        mover.inFlight = to;
        const r = await api(base, "PATCH", `/candidates/${mover.id}`, {
          token: ledger.matcher,
          body: { status: to },
        });
        if (r.status !== 200) throw new Error(`move: ${r.status}`);
        mover.acked = to;
        mover.inFlight = null;
        acked.moves += 1;
      }),
    );
  }
  for (const account of ledger.registered.filter((r) => r.ready)) {
    loops.push(
      forever(async () => {
        if (account.applied >= Math.min(MAX_APPLICATIONS_PER_DEVELOPER, ledger.jobIds.length)) {
          throw new Error("done");
        }
        const jobId = ledger.jobIds[account.applied];
        const r = await api(base, "POST", `/jobs/${jobId}/apply`, { token: account.token });
        // 409: an application sent just before the previous crash had been committed.
        if (r.status !== 201 && r.json?.code !== "ALREADY_APPLIED") {
          throw new Error(`apply: ${r.status}`);
        }
        account.applied += 1;
        ledger.applications.push({ email: account.email, jobId });
        if (r.status === 201) acked.applications += 1;
      }),
    );
  }
  return {
    /** Resolves once any write is acknowledged (a fresh process answers slowly at first). */
    firstAck: async (timeoutMs) => {
      const deadline = Date.now() + timeoutMs;
      while (acked.registrations + acked.moves + acked.applications === 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
    },
    stop: async () => {
      await Promise.all(loops);
      return acked;
    },
  };
}
