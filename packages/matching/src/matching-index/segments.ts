/** 16-bit until a value needs more, then 32-bit: codes and lengths are almost always small. */
export type Codes = Uint16Array | Int32Array;

const codes = (size: number, wide: boolean): Codes =>
  wide ? new Int32Array(size) : new Uint16Array(size);

function resized(array: Codes, size: number, wide = array instanceof Int32Array): Codes {
  const next = codes(size, wide);
  next.set(array.length > size ? array.subarray(0, size) : array);
  return next;
}

const fits16 = (values: ArrayLike<number>) => {
  for (let i = 0; i < values.length; i++) if (values[i]! > 0xffff) return false;
  return true;
};

/**
 * A variable-length list of non-negative integers per slot, back to back in one array (`data`,
 * read from `start[slot]` for `len[slot]` values): the index's skill codes and text lexemes.
 * Values and lengths take 16 bits each until one needs more. A replaced or cleared list leaves
 * its old segment unused until the pool is rewritten, which happens once more than half of it
 * is waste.
 */
export class SegmentPool {
  data: Codes = new Uint16Array(8192);
  start: Int32Array;
  len: Codes;
  private used = 0;
  private wasted = 0;

  constructor(slots: number) {
    this.start = new Int32Array(slots);
    this.len = new Uint16Array(slots);
  }

  /** Values held, wasted segments included. */
  get bytes(): number {
    return this.data.byteLength + this.start.byteLength + this.len.byteLength;
  }

  growSlots(slots: number): void {
    this.start = resized(this.start, slots) as Int32Array;
    this.len = resized(this.len, slots);
  }

  /** Frees capacity beyond the values held, but for a little room (after a bulk load). */
  trimValues(): void {
    this.data = resized(this.data, Math.max(8192, Math.ceil(this.used * 1.0625)));
  }

  set(slot: number, values: ArrayLike<number>): void {
    this.wasted += this.len[slot]!;
    if (this.data instanceof Uint16Array && !fits16(values)) {
      this.data = resized(this.data, this.data.length, true);
    }
    if (this.len instanceof Uint16Array && values.length > 0xffff) {
      this.len = resized(this.len, this.len.length, true);
    }
    if (this.used + values.length > this.data.length) {
      // Grows by a quarter: at a million developers doubling left up to half the pool unused.
      const size = Math.max(Math.ceil(this.data.length * 1.25), this.used + values.length);
      this.data = resized(this.data, size);
    }
    this.start[slot] = this.used;
    this.len[slot] = values.length;
    this.data.set(values, this.used);
    this.used += values.length;
    if (this.wasted > 4096 && this.wasted * 2 > this.used) this.compact();
  }

  clear(slot: number): void {
    this.wasted += this.len[slot]!;
    this.len[slot] = 0;
  }

  /** Rewrites the pool without unused segments. */
  private compact(): void {
    const size = Math.max(8192, Math.ceil((this.used - this.wasted) * 1.25));
    const next = codes(size, this.data instanceof Int32Array);
    let used = 0;
    for (let slot = 0; slot < this.len.length; slot++) {
      const len = this.len[slot]!;
      const start = this.start[slot]!;
      next.set(this.data.subarray(start, start + len), used);
      this.start[slot] = used;
      used += len;
    }
    this.data = next;
    this.used = used;
    this.wasted = 0;
  }
}
