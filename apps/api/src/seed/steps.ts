import type { Db } from "@encaja/db/client";
import type { DemoSeedCursor, Executor } from "@encaja/db/queries";
import { hashPassword } from "../lib/password";
import { DEMO_PASSWORD } from "./demo-accounts";

/** What a step's unit of work gets from the runner (runner.ts). */
export interface DemoSeedUnit {
  /** Where the step stopped: null before its first unit. */
  cursor: DemoSeedCursor | null;
  /**
   * Records where the step's next unit starts, or (null) that the step is done. Called in the
   * transaction of the unit's work, so a process killed half-way redoes the unit, never skips it.
   */
  save(tx: Executor, next: DemoSeedCursor | null): Promise<void>;
  /** Read once per run and kept between units (the skill catalogue, the demo companies). */
  memo<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** The demo password's hash, computed once per run (hashing takes tens of milliseconds). */
  passwordHash(): Promise<string>;
}

/**
 * One step of the demo data (ARCHITECTURE §9, decision 0066). `run` does the step's next unit
 * of work and answers the cursor it saved: null once the step is done. Units are short (tens
 * to hundreds of milliseconds) because requests wait for the embedded database meanwhile.
 */
export interface DemoSeedStep {
  name: string;
  run(db: Db, unit: DemoSeedUnit): Promise<DemoSeedCursor | null>;
}

/**
 * A step done whole in one transaction with the record that it is done: a restart finds it
 * done or not begun. For the small steps (each well under a second).
 */
export function wholeStep(name: string, work: (db: Db) => Promise<unknown>): DemoSeedStep {
  return {
    name,
    run: async (db, unit) => {
      await db.transaction(async (tx) => {
        await work(tx);
        await unit.save(tx, null);
      });
      return null;
    },
  };
}

/**
 * A step whose statements commit as they go, as the API's requests do: requests do not wait
 * behind one long transaction for the embedded database, and rows it writes one after another
 * keep distinct times (the interviews' notifications, listed newest first, would tie in one
 * transaction). Its work is not safe to repeat, so it records that it started before its work
 * and that it is done after; one interrupted in between (a killed process) is not redone, and
 * keeps what it had written. A shutdown never interrupts it: the runner stops between units.
 */
export function onceStep(name: string, work: (db: Db) => Promise<unknown>): DemoSeedStep {
  return {
    name,
    run: async (db, unit) => {
      if (!unit.cursor?.started) {
        await unit.save(db, { started: true });
        await work(db);
      }
      await unit.save(db, null);
      return null;
    },
  };
}

/** The per-run parts of a unit: a memo and the password hash, shared by every step of a run. */
export function unitContext(): Pick<DemoSeedUnit, "memo" | "passwordHash"> {
  const memo = new Map<string, Promise<unknown>>();
  let hash: Promise<string> | undefined;
  return {
    memo: <T>(key: string, load: () => Promise<T>) => {
      let value = memo.get(key);
      if (!value) {
        value = load();
        memo.set(key, value);
        // A failed load is tried again by the unit's retry, not remembered.
        value.catch(() => memo.delete(key));
      }
      return value as Promise<T>;
    },
    passwordHash: () => {
      hash ??= hashPassword(DEMO_PASSWORD);
      return hash;
    },
  };
}
