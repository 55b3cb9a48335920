// The workload of bench:load: what each simulated client asks for, with its share, set up
// through the API (accounts, an offer's candidates) so every request is one a real user makes.

const DEMO_PASSWORD = "Encaja-Demo-2026";
let ipCounter = 0;
/** Each set-up call looks like a different client, as the API's per-address limits expect. */
const clientIp = () => {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
};

export async function api(base, method, path, { token, body } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      "x-forwarded-for": clientIp(),
      ...(body ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

export async function login(base, email, portal = "developer") {
  const r = await api(base, "POST", "/auth/login", {
    body: { email, password: DEMO_PASSWORD, portal },
  });
  if (r.status !== 200) throw new Error(`login ${email}: ${r.status} ${JSON.stringify(r.json)}`);
  return r.json.access_token;
}

/** Candidates a matcher can move back and forth (soft ↔ hard interview), on open offers. */
export async function movableCandidates(base, matcher, wanted) {
  const offers = await api(base, "GET", "/offers?status=open&limit=20", { token: matcher });
  const candidates = [];
  for (const offer of offers.json.items) {
    if (candidates.length >= wanted) break;
    const matches = await api(base, "GET", `/offers/${offer.id}/matches?limit=100`, {
      token: matcher,
    });
    for (const match of matches.json.items) {
      if (candidates.length >= wanted) break;
      if (match.inPipeline) continue;
      const added = await api(base, "POST", `/offers/${offer.id}/candidates`, {
        token: matcher,
        body: { developerId: match.developer.professionalId, origin: "matching_algorithm" },
      });
      if (added.status !== 201) continue;
      let ok = true;
      for (const status of ["dev_interested", "soft_interview"]) {
        const moved = await api(base, "PATCH", `/candidates/${added.json.id}`, {
          token: matcher,
          body: { status },
        });
        ok &&= moved.status === 200;
      }
      if (ok) candidates.push({ id: added.json.id, offerId: offer.id, status: "soft_interview" });
    }
  }
  return { offerIds: offers.json.items.map((o) => o.id), candidates };
}

/**
 * Developers ready to apply (registered through the API; on PostgreSQL their email check and
 * onboarding are marked done in SQL, the only shortcut), paired with jobs they have not applied to.
 */
async function applicationPairs(base, sql, jobIds, developers) {
  if (!sql) return [];
  const tokens = [];
  const stamp = Date.now().toString(36);
  for (let i = 0; i < developers; i++) {
    const r = await api(base, "POST", "/auth/register", {
      body: {
        role: "developer",
        email: `load-${stamp}-${i}@bench.encaja.dev`,
        password: "Load-Bench-2026",
        firstName: "Carga",
        lastName: `Prueba ${i}`,
      },
    });
    if (r.status !== 201) throw new Error(`register: ${r.status} ${JSON.stringify(r.json)}`);
    tokens.push(r.json.access_token);
  }
  const pattern = `load-${stamp}-%@bench.encaja.dev`;
  await sql.query("update users set email_verified_at = now() where email like $1", [pattern]);
  await sql.query(
    "update developers set onboarding = 'completed' where user_id in (select id from users where email like $1)",
    [pattern],
  );
  // jobs.apply allows 60 applications per developer and hour.
  const perDeveloper = Math.min(50, jobIds.length);
  const pairs = tokens.flatMap((token, i) =>
    Array.from({ length: perDeveloper }, (_, j) => ({
      token,
      jobId: jobIds[(i * 7 + j) % jobIds.length],
    })),
  );
  return pairs.sort(() => Math.random() - 0.5);
}

export async function prepareWorkload(base, sql) {
  const developer = await login(base, "developer@demo.encaja.dev");
  const matcher = await login(base, "matcher@demo.encaja.dev");
  const customer = await login(base, "customer@demo.encaja.dev", "customer");
  const sitemap = await api(base, "GET", "/jobs/sitemap");
  const jobIds = sitemap.json.items.map((j) => j.id);
  const { offerIds, candidates } = await movableCandidates(base, matcher, 64);
  const applyPairs = await applicationPairs(base, sql, jobIds, 80);
  const react = await api(base, "GET", "/catalog/skills?q=react");
  const reactId = react.json.items[0]?.id;
  const talent = [
    "/talent",
    "/talent?seniority=senior",
    "/talent?q=backend",
    "/talent?country=AR,MX&searchStatus=actively_searching",
    ...(reactId ? [`/talent?skills=${reactId}&modality=remote`] : []),
  ];
  for (const path of talent) {
    const r = await api(base, "GET", path, { token: matcher });
    if (r.status !== 200) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.json)}`);
  }
  return {
    tokens: { developer, matcher, customer },
    jobIds,
    offerIds,
    candidates,
    applyPairs,
    talent,
  };
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const browse = [
  "/jobs",
  "/jobs?seniority=senior",
  "/jobs?modality=remote",
  "/jobs?techRole=backend&seniority=senior&modality=remote",
  "/jobs?country=MX&salaryMin=3000",
  "/jobs?skills=react,typescript",
];
const searches = ["react", "desarrollador backend", "python datos", "engineer", "node", "java"];

/** The mix: each kind of request with its share (percent). */
const MIX_WEIGHTS = [
  ["jobs.browse", 22],
  ["jobs.search", 18],
  ["jobs.detail", 15],
  ["users.me", 15],
  ["talent", 8],
  ["matches", 5],
  ["board", 4],
  ["pipeline.move", 8],
  ["jobs.apply", 5],
];
export const MIX_KINDS = MIX_WEIGHTS.map(([kind]) => kind);

/**
 * The next request of the mix, picked by weight (`next(context)`, with `onResponse` after it).
 * Pipeline moves take a candidate no other connection is moving and flip it soft ↔ hard on
 * success; applications use each (developer, job) pair once.
 * `only`: one kind of request alone (bench:load's per-operation costs), else the whole mix.
 */
export function buildMix(workload, { only } = {}) {
  const { tokens, jobIds, offerIds, candidates, applyPairs, talent } = workload;
  const idle = [...candidates];
  const counts = {};
  const failed = {};
  const weights = only ? [[only, 1]] : MIX_WEIGHTS;
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  const choose = () => {
    let roll = Math.random() * total;
    for (const [kind, w] of weights) {
      roll -= w;
      if (roll < 0) return kind;
    }
    return "jobs.browse";
  };
  const get = (path, token) => ({
    method: "GET",
    path,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: undefined,
  });

  function next(context) {
    let kind = choose();
    if (kind === "pipeline.move" && idle.length === 0) kind = "board";
    if (kind === "jobs.apply" && applyPairs.length === 0) kind = "applications.me";
    counts[kind] = (counts[kind] ?? 0) + 1;
    context.kind = kind;
    context.candidate = undefined;
    switch (kind) {
      case "jobs.browse":
        return get(pick(browse));
      case "jobs.search":
        return get(`/jobs?q=${encodeURIComponent(pick(searches))}`);
      case "jobs.detail":
        return get(`/jobs/${pick(jobIds)}`);
      case "users.me":
        return get("/users/me", pick([tokens.developer, tokens.matcher, tokens.customer]));
      case "talent":
        return get(pick(talent), tokens.matcher);
      case "matches":
        return get(`/offers/${pick(offerIds)}/matches?limit=20`, tokens.matcher);
      case "board":
        return get(`/offers/${pick(offerIds)}/candidates`, tokens.matcher);
      case "applications.me":
        return get("/applications/me", tokens.developer);
      case "pipeline.move": {
        const candidate = idle.splice(Math.floor(Math.random() * idle.length), 1)[0];
        context.candidate = candidate;
        const to = candidate.status === "soft_interview" ? "hard_interview" : "soft_interview";
        return {
          method: "PATCH",
          path: `/candidates/${candidate.id}`,
          headers: {
            authorization: `Bearer ${tokens.matcher}`,
            "content-type": "application/json",
          },
          body: JSON.stringify({ status: to }),
        };
      }
      default: {
        const pair = applyPairs.pop();
        return {
          method: "POST",
          path: `/jobs/${pair.jobId}/apply`,
          headers: { authorization: `Bearer ${pair.token}` },
          body: undefined,
        };
      }
    }
  }

  return {
    next,
    onResponse(status, context) {
      if (status >= 400 || status === 0) {
        const key = `${context.kind} ${status || "no answer"}`;
        failed[key] = (failed[key] ?? 0) + 1;
      }
      const candidate = context.candidate;
      if (!candidate) return;
      if (status === 200) {
        candidate.status =
          candidate.status === "soft_interview" ? "hard_interview" : "soft_interview";
        idle.push(candidate);
      }
      // A refused move leaves the candidate in an unknown state: it is not used again.
    },
    counts: () => ({ ...counts }),
    failures: () =>
      Object.entries(failed)
        .map(([k, n]) => `${k}: ${n}`)
        .join(", "),
  };
}
