// The population and offers steps load in many units, each resumable after a restart: wherever a
// run stops (even in the middle of an offer's shortlist), what ends up in the database is what
// one uninterrupted call of the seed function writes.
import type { DbHandle } from "@encaja/db/client";
import type { DemoSeedCursor } from "@encaja/db/queries";
import { rowsOf } from "@encaja/db/queries";
import { createTestDb } from "@encaja/db/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../lib/password";
import { DEMO_PASSWORD, seedDemo } from "./demo-accounts";
import { offersStep, seedOffers } from "./offers";
import { populationStep, seedPopulation } from "./population";
import { type DemoSeedStep, unitContext } from "./steps";

const POPULATION = 30;
const PER_STATUS = 2;
const SEED = 11;

let stepped: DbHandle;
let direct: DbHandle;
beforeAll(async () => {
  [stepped, direct] = await Promise.all([createTestDb(), createTestDb()]);
  await seedDemo(stepped.db);
  await seedDemo(direct.db);
}, 60_000);
afterAll(async () => {
  await stepped?.close();
  await direct?.close();
});

/**
 * Runs `step` to its end on `handle`, each unit as after a restart (nothing remembered between
 * units); `kill` may throw in a unit's save, as a process dying at that point would.
 */
async function runToEnd(
  handle: DbHandle,
  step: DemoSeedStep,
  kill?: (next: DemoSeedCursor | null) => void,
) {
  let cursor: DemoSeedCursor | null = null;
  let units = 0;
  for (;;) {
    units++;
    const last: DemoSeedCursor | null = cursor;
    try {
      cursor = await step.run(handle.db, {
        ...unitContext(),
        cursor: last,
        save: async (_tx, next) => {
          kill?.(next);
          cursor = next;
        },
      });
    } catch (error) {
      if (!(error instanceof Killed)) throw error;
      // The process died: the next start reads the last cursor saved.
      continue;
    }
    if (cursor === null) return units;
  }
}
class Killed extends Error {}

const developers = async (handle: DbHandle) =>
  rowsOf<Record<string, unknown>>(
    await handle.db.execute(sql`
      select u.email, d.first_name, d.last_name, d.seniority, d.tech_role, d.approval,
        (select string_agg(s.code || ':' || ds.level, ',' order by s.code)
           from developer_skills ds join skills s on s.id = ds.skill_id
           where ds.developer_id = d.id) as skills,
        (select count(*)::int from experiences e where e.developer_id = d.id) as experiences
      from developers d join users u on u.id = d.user_id
      where u.email ~ '^dev[0-9]+@demo'
      order by u.email`),
  );

const offers = async (handle: DbHandle) =>
  rowsOf<Record<string, unknown>>(
    await handle.db.execute(sql`
      select o.title, o.status, c.name as company, o.time_zone, o.budget_min,
        (select string_agg(u.email || '>' || ca.status, ',' order by u.email)
           from candidates ca join developers d on d.id = ca.developer_id
           join users u on u.id = d.user_id where ca.offer_id = o.id) as candidates,
        (select count(*)::int from candidate_events e join candidates ca on ca.id = e.candidate_id
           where ca.offer_id = o.id) as events
      from offers o join customers c on c.id = o.customer_id
      order by o.created_at`),
  );

describe("demo data steps resumed anywhere", () => {
  it("population: one developer per unit loads the developers one call loads", async () => {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await seedPopulation(direct.db, { count: POPULATION, seed: SEED, passwordHash });
    const units = await runToEnd(stepped, populationStep(POPULATION, SEED));
    expect(units).toBe(POPULATION);
    const loaded = await developers(stepped);
    expect(loaded).toHaveLength(POPULATION);
    expect(loaded).toEqual(await developers(direct));
  }, 120_000);

  it("offers: a unit killed after its offer's shortlist is redone in place of that offer", async () => {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await seedOffers(direct.db, { perStatus: PER_STATUS, seed: SEED, passwordHash });
    let killed = false;
    await runToEnd(stepped, offersStep(PER_STATUS, SEED), (next) => {
      // The save that ends the unit of the fourth offer (an open one, with a shortlist).
      if (next && next.k === 4 && !next.partial && !killed) {
        killed = true;
        throw new Killed();
      }
    });
    expect(killed).toBe(true);
    const loaded = await offers(stepped);
    expect(loaded).toHaveLength(5 * PER_STATUS);
    expect(loaded.filter((o) => o.candidates !== null).length).toBeGreaterThan(0);
    expect(loaded).toEqual(await offers(direct));
  }, 120_000);
});
