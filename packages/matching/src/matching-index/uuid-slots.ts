/**
 * Developer ids (UUIDs) to index slots and back, without a string or a Map entry per developer:
 * each id is kept as four 32-bit words (16 bytes per slot) and found through an open-addressing
 * table of slot numbers. At a million developers this holds about 24 MB where the strings and a
 * Map held about 95 MB.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const EMPTY = 0;
const DELETED = -1;

/** The id's four words into `out`; throws on anything but a lowercase UUID (PostgreSQL's text form). */
function parseUuid(id: string, out: Uint32Array): void {
  if (!UUID.test(id)) throw new Error(`Not a UUID: ${id}`);
  out[0] = Number.parseInt(id.slice(0, 8), 16);
  out[1] = Number.parseInt(id.slice(9, 13) + id.slice(14, 18), 16);
  out[2] = Number.parseInt(id.slice(19, 23) + id.slice(24, 28), 16);
  out[3] = Number.parseInt(id.slice(28, 36), 16);
}

const hex8 = (n: number) => n.toString(16).padStart(8, "0");

export class UuidSlots {
  /** Four words per slot. */
  private words: Uint32Array;
  /** Slot + 1 per bucket, EMPTY or DELETED. Its length is a power of two. */
  private table = new Int32Array(2048);
  private used = 0;
  private deleted = 0;
  private readonly key = new Uint32Array(4);

  constructor(slots: number) {
    this.words = new Uint32Array(slots * 4);
  }

  /** Ids held. */
  get size(): number {
    return this.used;
  }

  get bytes(): number {
    return this.words.byteLength + this.table.byteLength;
  }

  /** Room for `slots` slots (more or fewer than now). */
  growSlots(slots: number): void {
    const next = new Uint32Array(slots * 4);
    next.set(this.words.subarray(0, Math.min(this.words.length, next.length)));
    this.words = next;
  }

  get(id: string): number | undefined {
    parseUuid(id, this.key);
    const at = this.find();
    return at < 0 ? undefined : this.table[at]! - 1;
  }

  /** Records `id` at `slot` (the id must not be held). */
  add(id: string, slot: number): void {
    parseUuid(id, this.key);
    this.words.set(this.key, slot * 4);
    if ((this.used + this.deleted + 1) * 2 > this.table.length) this.rehash();
    let at = this.bucket(slot);
    while (this.table[at]! > EMPTY) at = (at + 1) & (this.table.length - 1);
    if (this.table[at] === DELETED) this.deleted--;
    this.table[at] = slot + 1;
    this.used++;
  }

  /** Forgets `id`; returns its slot, or undefined when it was not held. */
  delete(id: string): number | undefined {
    parseUuid(id, this.key);
    const at = this.find();
    if (at < 0) return undefined;
    const slot = this.table[at]! - 1;
    this.table[at] = DELETED;
    this.used--;
    this.deleted++;
    return slot;
  }

  /** The slot's id in PostgreSQL's text form (ids compare as these strings do). */
  idOf(slot: number): string {
    const w = this.words;
    const b = slot * 4;
    const a = hex8(w[b]!);
    const c = hex8(w[b + 1]!);
    const d = hex8(w[b + 2]!);
    return `${a}-${c.slice(0, 4)}-${c.slice(4)}-${d.slice(0, 4)}-${d.slice(4)}${hex8(w[b + 3]!)}`;
  }

  private hashOf(w0: number, w1: number, w2: number, w3: number): number {
    const h =
      w0 ^ Math.imul(w1, 0x9e3779b1) ^ Math.imul(w2, 0x85ebca6b) ^ Math.imul(w3, 0xc2b2ae35);
    return Math.imul(h ^ (h >>> 15), 0x27d4eb2f) ^ (h >>> 13);
  }

  /** The first bucket to probe for the id stored at `slot`. */
  private bucket(slot: number): number {
    const w = this.words;
    const b = slot * 4;
    return this.hashOf(w[b]!, w[b + 1]!, w[b + 2]!, w[b + 3]!) & (this.table.length - 1);
  }

  /** The bucket holding `this.key`, or -1. */
  private find(): number {
    const k = this.key;
    const mask = this.table.length - 1;
    const w = this.words;
    for (let at = this.hashOf(k[0]!, k[1]!, k[2]!, k[3]!) & mask; ; at = (at + 1) & mask) {
      const entry = this.table[at]!;
      if (entry === EMPTY) return -1;
      if (entry === DELETED) continue;
      const b = (entry - 1) * 4;
      if (w[b] === k[0] && w[b + 1] === k[1] && w[b + 2] === k[2] && w[b + 3] === k[3]) return at;
    }
  }

  /** Rebuilds the table at twice the live ids, dropping deleted markers. */
  private rehash(): void {
    const old = this.table;
    let length = 2048;
    while (length < (this.used + 1) * 4) length *= 2;
    this.table = new Int32Array(length);
    this.deleted = 0;
    for (const entry of old) {
      if (entry <= EMPTY) continue;
      let at = this.bucket(entry - 1);
      while (this.table[at] !== EMPTY) at = (at + 1) & (length - 1);
      this.table[at] = entry;
    }
  }
}
