import type { TalentRow } from "../talent/search";
import { type Codes, SegmentPool } from "./segments";
import { UuidSlots } from "./uuid-slots";

/**
 * The ranking facts of every developer (one `talent_profiles` row each) as typed-array columns,
 * one slot per developer: what the in-memory ranking index scans (ADR 0044). Strings (roles,
 * stacks, countries, search statuses) are interned to small integers, and every column is as
 * narrow as its values allow: memory per developer is what limits the pool an instance holds.
 */

/** A `talent_profiles` row as the index reads it (`TALENT_ROW_COLUMNS`). */
export interface IndexedTalentRow
  extends Pick<
    TalentRow,
    | "tech_role"
    | "main_stack_code"
    | "seniority_rank"
    | "english_rank"
    | "country_code"
    | "modality_mask"
    | "search_status"
    | "salary_monthly_usd"
    | "skill_codes"
  > {
  id: string;
  disapproved: boolean;
  approved: boolean;
  /** `available_from` in days since 1970-01-01. */
  avail_day: number | null;
  /** `last_active_at::date` in days since 1970-01-01 (the database's time zone). */
  active_day: number;
  time_zone: string | null;
  work_start_minute: number;
  work_end_minute: number;
  context_codes: number[];
  /** `search_vector` and `name_vector` in their text form (TALENT_TEXT_COLUMNS). */
  search_text?: string;
  name_text?: string;
}

/** The select list producing an `IndexedTalentRow` from `talent_profiles tp`. */
export const TALENT_ROW_COLUMNS = `tp.developer_id::text as id, tp.tech_role, tp.main_stack_code,
  tp.seniority_rank, tp.english_rank, tp.country_code, tp.modality_mask, tp.search_status,
  tp.approval = 'disapproved' as disapproved, tp.approval = 'approved' as approved,
  tp.salary_monthly_usd,
  tp.available_from - date '1970-01-01' as avail_day,
  tp.last_active_at::date - date '1970-01-01' as active_day, tp.skill_codes,
  tp.time_zone, tp.work_start_minute, tp.work_end_minute, tp.context_codes`;

/**
 * The text columns, for an index that also matches text (`TalentColumns.text`). The vectors'
 * text form is the cheapest to send and parse: no per-row function calls on the server (they
 * doubled its time), one string per vector on the client (arrays cost 3× more to parse).
 */
export const TALENT_TEXT_COLUMNS = `tp.search_vector::text as search_text,
  tp.name_vector::text as name_text`;

/** One `'lexeme':1A,3C` entry of a tsvector's text form (quotes doubled, backslashes escaped). */
const VECTOR_ENTRY = /'((?:[^'\\]|''|\\.)*)'(?::([0-9A-D,]+))?/g;
const unescapeLexeme = (s: string) =>
  s.includes("'") || s.includes("\\") ? s.replace(/''|\\(.)/g, (_m, c) => c ?? "'") : s;

/**
 * How a lexeme occurs in a developer's text, in the low two bits of a text code
 * (`lexeme number * 4 + kind`).
 */
export const LEXEME_KIND = { search: 0, strong: 1, name: 2 } as const;

export const NONE = -1;

/** The value's number in an interning table (map and list), added when new. */
function intern(numbers: Map<string, number>, list: string[], value: string): number {
  let n = numbers.get(value);
  if (n === undefined) {
    n = list.length;
    numbers.set(value, n);
    list.push(value);
  }
  return n;
}

type Typed = Int32Array | Int16Array | Int8Array | Float32Array | Float64Array | Uint8Array;

function grown<T extends Typed>(array: T, size: number): T {
  const next = new (array.constructor as new (n: number) => T)(size);
  next.set(array.length > size ? array.subarray(0, size) : array);
  return next;
}

export class TalentColumns {
  /** Slots used so far (live or freed). */
  size = 0;
  live = new Uint8Array(1024);
  /** Interned words (see `word`): a few hundred distinct values at most. */
  role = new Int16Array(1024);
  stack = new Int16Array(1024);
  country = new Int16Array(1024);
  status = new Int16Array(1024);
  /** Enum ranks (0–5) and the modality bit mask (4 bits). */
  seniority = new Int8Array(1024);
  english = new Int8Array(1024);
  modality = new Int8Array(1024);
  disapproved = new Uint8Array(1024);
  approved = new Uint8Array(1024);
  /** NaN when not stated. Kept at full precision: filters compare it with the SQL's values. */
  salary = new Float64Array(1024);
  /** Days since 1970 (whole numbers, exact in 32 bits); NaN when not stated. */
  availDay = new Float32Array(1024);
  activeDay = new Int32Array(1024);
  /** The time zone (an interned word) and the working day in local minutes. */
  zone = new Int16Array(1024);
  workStart = new Int16Array(1024);
  workEnd = new Int16Array(1024);
  /** Every slot's experience context codes (`context-codes.ts`). */
  readonly contextPool = new SegmentPool(1024);
  /** Every slot's sorted, distinct skill codes. */
  readonly skillPool = new SegmentPool(1024);
  /** The largest skill code ever held (sizes per-code lookup tables). */
  maxSkillCode = 0;
  /** Every slot's text codes (`lexeme number * 4 + LEXEME_KIND`), when `text` is on. */
  readonly textPool = new SegmentPool(1024);
  /** Interned lexemes: lexeme → number, and back. */
  readonly lexemeNumbers = new Map<string, number>();
  readonly lexemeList: string[] = [];
  private readonly slots = new UuidSlots(1024);
  /** Interned strings: word → number, and back. */
  readonly words = new Map<string, number>();
  readonly wordList: string[] = [];

  /** Whether rows carry their lexemes (TALENT_TEXT_COLUMNS) for text matching in memory. */
  constructor(readonly text = false) {}

  get skills(): Codes {
    return this.skillPool.data;
  }

  get skillStart(): Int32Array {
    return this.skillPool.start;
  }

  get skillLen(): Codes {
    return this.skillPool.len;
  }

  get developers(): number {
    return this.slots.size;
  }

  /** The developer at `slot` (UUID text). */
  idOf(slot: number): string {
    return this.slots.idOf(slot);
  }

  slotOf(id: string): number | undefined {
    return this.slots.get(id);
  }

  word(value: string | null): number {
    if (value === null) return NONE;
    const n = intern(this.words, this.wordList, value);
    if (n > 0x7fff)
      throw new Error("More distinct roles, stacks, countries and statuses than the index holds");
    return n;
  }

  /** The word's number, or NONE when no developer has it (nothing can equal it). */
  known(value: string | null): number {
    return value === null ? NONE : (this.words.get(value) ?? NONE);
  }

  upsert(row: IndexedTalentRow): void {
    let slot = this.slots.get(row.id);
    if (slot === undefined) {
      slot = this.size++;
      if (slot === this.live.length) this.growSlots(Math.ceil(slot * 1.25));
      this.slots.add(row.id, slot);
    }
    this.live[slot] = 1;
    this.role[slot] = this.word(row.tech_role);
    this.stack[slot] = this.word(row.main_stack_code);
    this.seniority[slot] = row.seniority_rank;
    this.english[slot] = row.english_rank ?? NONE;
    this.country[slot] = this.word(row.country_code);
    this.modality[slot] = row.modality_mask;
    this.status[slot] = this.word(row.search_status);
    this.disapproved[slot] = row.disapproved ? 1 : 0;
    this.approved[slot] = row.approved ? 1 : 0;
    this.salary[slot] = row.salary_monthly_usd ?? Number.NaN;
    this.availDay[slot] = row.avail_day ?? Number.NaN;
    this.activeDay[slot] = row.active_day;
    this.zone[slot] = this.word(row.time_zone);
    this.workStart[slot] = row.work_start_minute;
    this.workEnd[slot] = row.work_end_minute;
    this.contextPool.set(slot, row.context_codes);
    // intarray's `&` sorts and de-duplicates: so must the counts here.
    const codes = [...new Set(row.skill_codes)].sort((a, b) => a - b);
    if (codes.length > 0) this.maxSkillCode = Math.max(this.maxSkillCode, codes[codes.length - 1]!);
    this.skillPool.set(slot, codes);
    if (this.text) this.textPool.set(slot, this.textCodes(row));
  }

  private lexemeNumber(lexeme: string): number {
    return intern(this.lexemeNumbers, this.lexemeList, lexeme);
  }

  private textCodes(row: IndexedTalentRow): number[] {
    const codes: number[] = [];
    for (const [, lexeme, positions] of (row.search_text ?? "").matchAll(VECTOR_ENTRY)) {
      // Weight A: skills, main stack and role, the first tier of a text search.
      const kind = positions?.includes("A") ? LEXEME_KIND.strong : LEXEME_KIND.search;
      codes.push(this.lexemeNumber(unescapeLexeme(lexeme!)) * 4 + kind);
    }
    for (const [, lexeme] of (row.name_text ?? "").matchAll(VECTOR_ENTRY)) {
      codes.push(this.lexemeNumber(unescapeLexeme(lexeme!)) * 4 + LEXEME_KIND.name);
    }
    return codes;
  }

  remove(id: string): void {
    const slot = this.slots.delete(id);
    if (slot === undefined) return;
    this.live[slot] = 0;
    this.skillPool.clear(slot);
    this.contextPool.clear(slot);
    this.textPool.clear(slot);
  }

  /** Frees the room left by growing (after a bulk load), keeping a little for new developers. */
  trim(): void {
    const slots = Math.max(1024, Math.ceil(this.size * 1.0625));
    this.growSlots(slots);
    this.skillPool.trimValues();
    this.contextPool.trimValues();
    this.textPool.trimValues();
  }

  /** Approximate bytes held by the columns and ids. */
  bytes(): number {
    const arrays = [
      this.live,
      this.role,
      this.stack,
      this.seniority,
      this.english,
      this.country,
      this.modality,
      this.status,
      this.disapproved,
      this.approved,
      this.salary,
      this.availDay,
      this.activeDay,
      this.zone,
      this.workStart,
      this.workEnd,
    ];
    // A lexeme and its map entry: about 60 bytes.
    return (
      arrays.reduce((sum, a) => sum + a.byteLength, 0) +
      this.skillPool.bytes +
      this.contextPool.bytes +
      this.textPool.bytes +
      this.slots.bytes +
      this.lexemeList.length * 60
    );
  }

  private growSlots(size: number): void {
    this.live = grown(this.live, size);
    this.role = grown(this.role, size);
    this.stack = grown(this.stack, size);
    this.seniority = grown(this.seniority, size);
    this.english = grown(this.english, size);
    this.country = grown(this.country, size);
    this.modality = grown(this.modality, size);
    this.status = grown(this.status, size);
    this.disapproved = grown(this.disapproved, size);
    this.approved = grown(this.approved, size);
    this.salary = grown(this.salary, size);
    this.availDay = grown(this.availDay, size);
    this.activeDay = grown(this.activeDay, size);
    this.zone = grown(this.zone, size);
    this.workStart = grown(this.workStart, size);
    this.workEnd = grown(this.workEnd, size);
    this.contextPool.growSlots(size);
    this.skillPool.growSlots(size);
    this.textPool.growSlots(size);
    this.slots.growSlots(size);
  }
}
