import { type Executor, rowsOf } from "@encaja/db/queries";
import { sql } from "drizzle-orm";
import { developerIdIn } from "../ranking/sql-literals";
import type { TalentFilters } from "../talent/filters";
import {
  type IndexedTalentRow,
  TALENT_ROW_COLUMNS,
  TALENT_TEXT_COLUMNS,
  TalentColumns,
} from "./columns";
import { type FacetCounts, facetCountsInMemory } from "./facets";
import { type MemoryRanked, type RankInMemoryInput, rankInMemory } from "./score";
import { matchText, type TextQueries } from "./text";

export type { TextQueries } from "./text";

/**
 * An API instance's in-memory copy of every developer's ranking facts (ADR 0044). Rankings
 * scan it instead of `talent_profiles`; before each one, `sync` applies the rows written since
 * the last sync (`talent_changes`, by transaction id), so a ranking sees every write committed
 * before it started, on any instance.
 */
export interface MatchIndex {
  readonly state: "empty" | "loading" | "ready" | "closed";
  /** Developers held. */
  readonly developers: number;
  /** (Re)reads every row. Rankings answer from SQL meanwhile. */
  load(db: Executor): Promise<void>;
  /**
   * Applies every change committed before this call: `today` (the database's current_date in
   * days) when the index is ready, else undefined (answer from SQL).
   */
  sync(db: Executor): Promise<number | undefined>;
  rank(input: RankInMemoryInput): MemoryRanked[];
  /** Whether the index holds lexemes, to count text searches' facets too (ADR 0046). */
  readonly text: boolean;
  /**
   * Talent search's facet counts (call `sync` first). With text, its queries compiled by the
   * database; undefined when the index cannot evaluate them (count in SQL).
   */
  facetCounts(
    filters: TalentFilters,
    skillFacetSize: number,
    text?: TextQueries,
  ): FacetCounts | undefined;
  /** A page the database scored differently (a write between sync and page read). */
  noteMismatch(): void;
  stats(): {
    developers: number;
    bytes: number;
    loadMs: number;
    syncs: number;
    mismatches: number;
    /** When the index last caught up with the database (epoch ms; 0 before the first load). */
    syncedAt: number;
    /** Changes by transactions from this id on may not be applied yet (see `talent_changes`). */
    fromXid: number;
  };
  close(): void;
}

/** An index that last synced this long ago reloads: housekeeping prunes changes after an hour. */
const STALE_MS = 30 * 60_000;
const LOAD_BATCH = 20_000;
const FIRST_ID = "00000000-0000-0000-0000-000000000000";

async function snapshotXmin(db: Executor): Promise<number> {
  const [row] = rowsOf<{ xmin: string }>(
    await db.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`),
  );
  return Number(row!.xmin);
}

async function readRows(db: Executor, columns: string, ids: string[]): Promise<IndexedTalentRow[]> {
  return rowsOf<IndexedTalentRow>(
    await db.execute(
      sql`select ${sql.raw(columns)} from talent_profiles tp where ${developerIdIn(ids)}`,
    ),
  );
}

/**
 * `text`: also hold every developer's lexemes (about 4 bytes per distinct lexeme of a profile),
 * so text searches' facet counts come from memory too.
 */
export function createMatchIndex(options: { text?: boolean } = {}): MatchIndex {
  const text = options.text ?? true;
  const columns = text ? `${TALENT_ROW_COLUMNS}, ${TALENT_TEXT_COLUMNS}` : TALENT_ROW_COLUMNS;
  let cols = new TalentColumns(text);
  let state: MatchIndex["state"] = "empty";
  /** Bumped by every load: a sync that started before it must not apply its rows. */
  let generation = 0;
  /** Changes by transactions with ids from here on may not be applied yet. */
  let fromXid = 0;
  let lastSyncAt = 0;
  let loadMs = 0;
  let syncs = 0;
  let mismatches = 0;
  let inFlight: Promise<number | undefined> | undefined;
  let queued: Promise<number | undefined> | undefined;

  async function load(db: Executor) {
    if (state === "closed") return;
    const mine = ++generation;
    state = "loading";
    try {
      await loadRows(db, mine);
    } catch (error) {
      if (mine === generation) state = "empty";
      throw error;
    }
  }

  async function loadRows(db: Executor, mine: number) {
    const started = performance.now();
    // Every transaction not finished at this point has an id ≥ xmin: the first sync after the
    // load re-reads whatever they (and anything later) changed.
    const xmin = await snapshotXmin(db);
    const fresh = new TalentColumns(text);
    let after = FIRST_ID;
    for (;;) {
      const rows = rowsOf<IndexedTalentRow>(
        await db.execute(sql`select ${sql.raw(columns)} from talent_profiles tp
          where tp.developer_id > ${after}::uuid order by tp.developer_id limit ${LOAD_BATCH}`),
      );
      for (const row of rows) fresh.upsert(row);
      if (rows.length < LOAD_BATCH) break;
      after = rows[rows.length - 1]!.id;
    }
    if (mine !== generation) return;
    fresh.trim();
    cols = fresh;
    fromXid = xmin;
    lastSyncAt = Date.now();
    loadMs = performance.now() - started;
    state = "ready";
  }

  async function applyChanges(db: Executor): Promise<number | undefined> {
    if (state !== "ready") return undefined;
    if (Date.now() - lastSyncAt > STALE_MS) {
      state = "empty";
      return undefined;
    }
    const mine = generation;
    const started = Date.now();
    // One snapshot for the changes and the next starting point: a transaction this snapshot
    // does not see as finished has an id ≥ its xmin, so the next sync reads it.
    const [row] = rowsOf<{ xmin: string; today: number; ids: string[] }>(
      await db.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
        current_date - date '1970-01-01' as today,
        array(select distinct developer_id::text from talent_changes
              where xid >= ${fromXid}::bigint) as ids`),
    );
    const ids = row!.ids;
    const found: IndexedTalentRow[] = [];
    for (let i = 0; i < ids.length; i += 5_000) {
      found.push(...(await readRows(db, columns, ids.slice(i, i + 5_000))));
    }
    if (mine !== generation || state !== "ready") return undefined;
    const present = new Set(found.map((r) => r.id));
    for (const r of found) cols.upsert(r);
    for (const id of ids) if (!present.has(id)) cols.remove(id);
    fromXid = Number(row!.xmin);
    lastSyncAt = started;
    syncs++;
    return row!.today;
  }

  function start(db: Executor) {
    const p = applyChanges(db).finally(() => {
      if (inFlight === p) inFlight = undefined;
    });
    inFlight = p;
    return p;
  }

  return {
    get state() {
      return state;
    },
    get developers() {
      return cols.developers;
    },
    load,
    // A sync already under way may have read its changes before the caller's write committed:
    // callers arriving meanwhile share the next one.
    sync(db) {
      if (!inFlight) return start(db);
      queued ??= inFlight
        .catch(() => undefined)
        .then(() => {
          queued = undefined;
          return start(db);
        });
      return queued;
    },
    rank: (input) => rankInMemory(cols, input),
    text,
    facetCounts(filters, size, queries) {
      if (!filters.q) return facetCountsInMemory(cols, filters, size);
      const matches = queries && matchText(cols, queries);
      return matches && facetCountsInMemory(cols, filters, size, matches);
    },
    noteMismatch() {
      mismatches++;
    },
    stats: () => ({
      developers: cols.developers,
      bytes: cols.bytes(),
      loadMs,
      syncs,
      mismatches,
      syncedAt: lastSyncAt,
      fromXid,
    }),
    close() {
      state = "closed";
      generation++;
    },
  };
}
