import {
  ErrorEnvelope,
  errorCodes,
  isPublicAction,
  namedRoutes,
  permissions,
  type Role,
  type RouteDefinition,
  roles,
} from "@encaja/contracts";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/app";
import { createSignedInUser } from "../testing/factories";
import { hostileValue, jsonSchemaOf, mutatedFor, validFor } from "./arbitraries";
import { fingerprintQuery } from "./fingerprint";

/**
 * Property-based fuzzing of every operation from its contract: valid and invalid
 * params, query and body, sent by callers of every role. Whatever comes in: never a 5xx, every
 * refusal is the error envelope with a catalogue code, and a refused request changes no data.
 * CI runs a fast, seeded slice (one caller per route, FUZZ_RUNS=3); `npm run verify:fuzz`
 * runs every role with many more cases and a random seed.
 */
const full = process.env.FUZZ_FULL === "1";
const runs = Number(process.env.FUZZ_RUNS ?? (full ? 40 : 3));
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : full ? Date.now() : 20261125;
const only = process.env.FUZZ_ONLY; // e.g. "offers." to fuzz one route group
const knownCodes = new Set<string>(errorCodes);

let t: TestApp;
let fingerprint: () => Promise<string>;
beforeAll(async () => {
  t = await createTestApp();
  fingerprint = await fingerprintQuery(t.db);
}, 120_000);
afterAll(() => t.close());

type Caller = Role | "anonymous";
function callersOf(route: RouteDefinition): Caller[] {
  const allowed = permissions[route.action];
  const mayCall = isPublicAction(route.action) ? [] : (allowed as readonly Role[]);
  if (!full) return [isPublicAction(route.action) ? "anonymous" : (mayCall[0] as Role)];
  return ["anonymous", ...(roles as readonly Role[])];
}

function requestArbitrary(route: RouteDefinition) {
  const params = route.params ? jsonSchemaOf(route.params) : null;
  const query = route.query ? jsonSchemaOf(route.query) : null;
  const body = route.body ? jsonSchemaOf(route.body) : null;
  const paramNames = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
  return fc.record({
    valid: fc.boolean(),
    params: params
      ? fc.oneof(validFor(params), hostileValue)
      : fc.constant(Object.fromEntries(paramNames.map((n) => [n, "x"]))),
    query: query ? fc.oneof(validFor(query), mutatedFor(query)) : fc.constant(undefined),
    body: body ? fc.oneof(validFor(body), mutatedFor(body)) : fc.constant(undefined),
  });
}

const asText = (value: unknown) =>
  typeof value === "string" ? value : value === undefined ? "" : JSON.stringify(value);

function urlOf(route: RouteDefinition, params: unknown, query: unknown): string {
  const values = params && typeof params === "object" ? (params as Record<string, unknown>) : {};
  const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(asText(values[name]) || "x"),
  );
  if (!query || typeof query !== "object" || Array.isArray(query)) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    search.set(key, Array.isArray(value) ? value.map(asText).join(",") : asText(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

// Opt-in (FUZZ=1, or `npm run verify:fuzz`) until the CI slice fits the test budget.
describe.runIf(process.env.FUZZ === "1" || full)("contract fuzzing", () => {
  it(
    `every operation answers within its contract (${runs} cases per caller, seed ${seed})`,
    async () => {
      const failures: string[] = [];
      let requests = 0;
      for (const { name, route } of namedRoutes) {
        // The WebSocket upgrade has no HTTP answer to check beyond the matrix's 401/403.
        if (route.path === "/realtime" || (only && !name.startsWith(only))) continue;
        const started = Date.now();
        for (const caller of callersOf(route)) {
          const user = caller === "anonymous" ? null : await createSignedInUser(t.db.db, caller);
          let before: string | null = null;
          await fc.assert(
            fc.asyncProperty(requestArbitrary(route), async (input) => {
              before ??= await fingerprint();
              const res = await t.app.inject({
                method: route.method,
                url: urlOf(route, input.params, input.query),
                headers: {
                  ...(user?.headers ?? {}),
                  ...(input.body !== undefined ? { "content-type": "application/json" } : {}),
                },
                payload: input.body === undefined ? undefined : JSON.stringify(input.body),
              });
              requests += 1;
              if (process.env.FUZZ_VERBOSE === "2") {
                console.info(`fuzz: ${route.method} ${route.path} → ${res.statusCode}`);
              }
              const where = `${name} as ${caller} → ${res.statusCode}`;
              if (res.statusCode >= 500) {
                failures.push(`${where}: ${res.body.slice(0, 200)}`);
                return;
              }
              if (res.statusCode < 400) {
                before = null; // an accepted request may write: take a new reference
                return;
              }
              const envelope = ErrorEnvelope.safeParse(safeJson(res.body));
              if (!envelope.success || envelope.data.statusCode !== res.statusCode) {
                failures.push(`${where}: not the error envelope: ${res.body.slice(0, 200)}`);
              } else if (!knownCodes.has(envelope.data.code)) {
                failures.push(`${where}: code ${envelope.data.code} is not in the catalogue`);
              }
              if ((await fingerprint()) !== before)
                failures.push(`${where}: refused but wrote data`);
            }),
            { numRuns: runs, seed, endOnFailure: true },
          );
        }
        if (process.env.FUZZ_VERBOSE) console.info(`fuzz: ${name} ${Date.now() - started} ms`);
      }
      console.info(
        `fuzz: ${requests} requests over ${namedRoutes.length} operations, seed ${seed}`,
      );
      expect(failures).toEqual([]);
    },
    full ? 3_600_000 : 600_000,
  );
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
