import type { TalentRow } from "../queries/talent";

/**
 * The ranking facts of every developer (one `talent_profiles` row each) as typed-array columns,
 * one slot per developer: what the in-memory ranking index scans (ADR 0044). Strings (roles,
 * stacks, countries, search statuses) are interned to small integers.
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
}

/** The select list producing an `IndexedTalentRow` from `talent_profiles tp`. */
export const TALENT_ROW_COLUMNS = `tp.developer_id::text as id, tp.tech_role, tp.main_stack_code,
  tp.seniority_rank, tp.english_rank, tp.country_code, tp.modality_mask, tp.search_status,
  tp.approval = 'disapproved' as disapproved, tp.approval = 'approved' as approved,
  tp.salary_monthly_usd,
  tp.available_from - date '1970-01-01' as avail_day,
  tp.last_active_at::date - date '1970-01-01' as active_day, tp.skill_codes`;

export const NONE = -1;

type Typed = Int32Array | Float64Array | Uint8Array;

function grown<T extends Typed>(array: T, size: number): T {
  const next = new (array.constructor as new (n: number) => T)(size);
  next.set(array);
  return next;
}

export class TalentColumns {
  /** Slots used so far (live or freed). */
  size = 0;
  live = new Uint8Array(1024);
  role = new Int32Array(1024);
  stack = new Int32Array(1024);
  seniority = new Int32Array(1024);
  english = new Int32Array(1024);
  country = new Int32Array(1024);
  modality = new Int32Array(1024);
  status = new Int32Array(1024);
  disapproved = new Uint8Array(1024);
  approved = new Uint8Array(1024);
  /** NaN when not stated. */
  salary = new Float64Array(1024);
  availDay = new Float64Array(1024);
  activeDay = new Int32Array(1024);
  skillStart = new Int32Array(1024);
  skillLen = new Int32Array(1024);
  /** Every slot's sorted, distinct skill codes, back to back (`skillStart`, `skillLen`). */
  skills = new Int32Array(8192);
  /** The largest skill code ever held (sizes per-code lookup tables). */
  maxSkillCode = 0;
  private skillsUsed = 0;
  private skillsWasted = 0;
  readonly ids: string[] = [];
  private readonly slotOf = new Map<string, number>();
  /** Interned strings: word → number, and back. */
  readonly words = new Map<string, number>();
  readonly wordList: string[] = [];

  get developers(): number {
    return this.slotOf.size;
  }

  word(value: string | null): number {
    if (value === null) return NONE;
    let n = this.words.get(value);
    if (n === undefined) {
      n = this.wordList.length;
      this.words.set(value, n);
      this.wordList.push(value);
    }
    return n;
  }

  /** The word's number, or NONE when no developer has it (nothing can equal it). */
  known(value: string | null): number {
    return value === null ? NONE : (this.words.get(value) ?? NONE);
  }

  upsert(row: IndexedTalentRow): void {
    let slot = this.slotOf.get(row.id);
    if (slot === undefined) {
      slot = this.size++;
      if (slot === this.live.length) this.growSlots(slot * 2);
      this.slotOf.set(row.id, slot);
      this.ids[slot] = row.id;
    } else {
      this.skillsWasted += this.skillLen[slot]!;
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
    // intarray's `&` sorts and de-duplicates: so must the counts here.
    const codes = [...new Set(row.skill_codes)].sort((a, b) => a - b);
    if (codes.length > 0) this.maxSkillCode = Math.max(this.maxSkillCode, codes[codes.length - 1]!);
    if (this.skillsUsed + codes.length > this.skills.length) {
      this.skills = grown(
        this.skills,
        Math.max(this.skills.length * 2, this.skillsUsed + codes.length),
      );
    }
    this.skillStart[slot] = this.skillsUsed;
    this.skillLen[slot] = codes.length;
    this.skills.set(codes, this.skillsUsed);
    this.skillsUsed += codes.length;
    if (this.skillsWasted > 4096 && this.skillsWasted * 2 > this.skillsUsed) this.compactSkills();
  }

  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.live[slot] = 0;
    this.skillsWasted += this.skillLen[slot]!;
    this.skillLen[slot] = 0;
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
      this.salary,
      this.availDay,
      this.activeDay,
      this.skillStart,
      this.skillLen,
      this.skills,
    ];
    // A 36-character id string and its map entry: about 100 bytes.
    return arrays.reduce((sum, a) => sum + a.byteLength, 0) + this.size * 100;
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
    this.skillStart = grown(this.skillStart, size);
    this.skillLen = grown(this.skillLen, size);
  }

  /** Rewrites the skill pool without the segments of replaced or removed rows. */
  private compactSkills(): void {
    const next = new Int32Array(Math.max(8192, (this.skillsUsed - this.skillsWasted) * 2));
    let used = 0;
    for (let slot = 0; slot < this.size; slot++) {
      const len = this.skillLen[slot]!;
      const start = this.skillStart[slot]!;
      next.set(this.skills.subarray(start, start + len), used);
      this.skillStart[slot] = used;
      used += len;
    }
    this.skills = next;
    this.skillsUsed = used;
    this.skillsWasted = 0;
  }
}
