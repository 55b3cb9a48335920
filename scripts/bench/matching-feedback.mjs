#!/usr/bin/env node
// npm run bench:matching-feedback — offline evaluation of the ranking that learns from each
// company's decisions (ADR 0062). Generates recorded decisions for several companies with
// hidden, noisy preferences (true weights that differ from the defaults), replays them in time
// order in shortlists of 5 and, before each shortlist, fits the weights on the decisions before
// it only (every company's: the pooled prior; the company's own). On those held-out decisions
// it prints the AUC of approval prediction and the NDCG@5 of each shortlist's order, base
// (default weights) vs adjusted (learnt weights).
//   --companies=6  --decisions=80  --noise=1  --seed=2026   (or BENCH_COMPANIES, …)
import { importTs, listArg } from "./lib/bench-db.mjs";

const { fitCompanyWeights, MATCH_WEIGHTS, SCORE_TERMS, WEIGHT_BAND } = await importTs(
  "packages/matching/src/index.ts",
);

const arg = (name, fallback) => Number(listArg(name, String(fallback))[0]);
const companies = arg("companies", 6);
const perCompany = arg("decisions", 80);
const noise = arg("noise", 1);
const SHORTLIST = 5;

/** A deterministic pseudo-random stream. */
function stream(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}
const random = stream(arg("seed", 2026));

/** Each company cares more about one or two criteria and less about others (within the band). */
function hiddenWeights(i) {
  const w = { ...MATCH_WEIGHTS };
  if (i === 0) return { name: "control (defaults)", w };
  const [lo, hi] = WEIGHT_BAND;
  const liked = SCORE_TERMS.filter((c) => c !== "skills");
  const a = liked[i % liked.length];
  const b = liked[(i * 3) % liked.length];
  w[a] *= 2 * hi;
  w.skills *= lo + (hi - lo) * random() * 0.5;
  if (b !== a) w[b] *= lo / 2;
  return { name: `prefers ${a}${b !== a ? `, not ${b}` : ""}`, w };
}

/** A presented candidate's values: presented candidates are mostly good, never perfect. */
const candidateValues = () =>
  Object.fromEntries(SCORE_TERMS.map((c) => [c, Math.min(1, 0.3 + 0.7 * random() ** 0.7)]));

const scoreWith = (w, values) => SCORE_TERMS.reduce((sum, c) => sum + w[c] * values[c], 0);
const sigmoid = (z) => 1 / (1 + Math.exp(-z));

// The recorded decisions: shortlists of 5 per company, interleaved in time.
const hidden = Array.from({ length: companies }, (_, i) => ({
  id: `company-${i}`,
  ...hiddenWeights(i),
}));
const shortlists = [];
let clock = 0;
for (let round = 0; round < perCompany / SHORTLIST; round++) {
  for (const company of hidden) {
    const samples = Array.from({ length: SHORTLIST }, () => {
      const values = candidateValues();
      // Approval: the hidden score against the company's bar, blurred by `noise` (logit units).
      const z = (scoreWith(company.w, values) - 72) / (4 * Math.max(noise, 1e-6));
      const approved = random() < sigmoid(z);
      return { customerId: company.id, values, approved, kind: "decision", at: new Date(clock++) };
    });
    shortlists.push({ company: company.id, samples });
  }
}

/** AUC: the chance a random approved candidate outscores a random rejected one (ties half). */
function auc(pairs) {
  const pos = pairs.filter((p) => p.label);
  const neg = pairs.filter((p) => !p.label);
  if (!pos.length || !neg.length) return Number.NaN;
  let wins = 0;
  for (const p of pos)
    for (const n of neg) wins += p.score > n.score ? 1 : p.score === n.score ? 0.5 : 0;
  return wins / (pos.length * neg.length);
}

/** NDCG of the shortlist's order by score, relevance = approved. */
function ndcg(items) {
  const dcg = (list) => list.reduce((sum, it, i) => sum + (it.label ? 1 : 0) / Math.log2(i + 2), 0);
  const ideal = dcg([...items].sort((a, b) => Number(b.label) - Number(a.label)));
  if (ideal === 0) return Number.NaN;
  return dcg([...items].sort((a, b) => b.score - a.score)) / ideal;
}

const mean = (xs) => {
  const ok = xs.filter((x) => !Number.isNaN(x));
  return ok.length ? ok.reduce((a, b) => a + b, 0) / ok.length : Number.NaN;
};

const started = performance.now();
const held = new Map(
  hidden.map((c) => [c.id, { base: [], adjusted: [], ndcgBase: [], ndcgAdjusted: [] }]),
);
const seen = [];
const learnt = new Map();
let fits = 0;
for (const list of shortlists) {
  const { weights } = fitCompanyWeights(list.company, seen);
  fits++;
  learnt.set(list.company, weights);
  const h = held.get(list.company);
  const base = list.samples.map((s) => ({
    score: scoreWith(MATCH_WEIGHTS, s.values),
    label: s.approved,
  }));
  const adjusted = list.samples.map((s) => ({
    score: scoreWith(weights, s.values),
    label: s.approved,
  }));
  h.base.push(...base);
  h.adjusted.push(...adjusted);
  h.ndcgBase.push(ndcg(base));
  h.ndcgAdjusted.push(ndcg(adjusted));
  seen.push(...list.samples);
}
const elapsed = performance.now() - started;

const f = (x) => (Number.isNaN(x) ? "—" : x.toFixed(3));
console.log(
  `\nbench:matching-feedback — ${companies} companies × ${perCompany} decisions, shortlists of ${SHORTLIST}, noise ${noise}; ${fits} refits in ${elapsed.toFixed(0)} ms (${(elapsed / fits).toFixed(1)} ms each)\n`,
);
console.log(
  "| company | hidden preference | AUC base | AUC adjusted | NDCG@5 base | NDCG@5 adjusted | learnt weights (changed) |",
);
console.log("|---|---|---:|---:|---:|---:|---|");
const all = { base: [], adjusted: [], ndcgBase: [], ndcgAdjusted: [] };
for (const company of hidden) {
  const h = held.get(company.id);
  for (const k of Object.keys(all)) all[k].push(...h[k]);
  const w = learnt.get(company.id);
  const changed = SCORE_TERMS.filter((c) => w[c] !== MATCH_WEIGHTS[c])
    .map((c) => `${c} ${MATCH_WEIGHTS[c]}→${w[c]}`)
    .join(", ");
  console.log(
    `| ${company.id} | ${company.name} | ${f(auc(h.base))} | ${f(auc(h.adjusted))} | ${f(mean(h.ndcgBase))} | ${f(mean(h.ndcgAdjusted))} | ${changed || "—"} |`,
  );
}
console.log(
  `| all | | ${f(auc(all.base))} | ${f(auc(all.adjusted))} | ${f(mean(all.ndcgBase))} | ${f(mean(all.ndcgAdjusted))} | |`,
);
