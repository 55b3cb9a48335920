/**
 * A variable-length list of integers per slot, back to back in one Int32Array (`data`, read
 * from `start[slot]` for `len[slot]` values): the index's skill codes and text lexemes. A
 * replaced or cleared list leaves its old segment unused until the pool is rewritten, which
 * happens once more than half of it is waste.
 */
export class SegmentPool {
  data = new Int32Array(8192);
  start: Int32Array;
  len: Int32Array;
  private used = 0;
  private wasted = 0;

  constructor(slots: number) {
    this.start = new Int32Array(slots);
    this.len = new Int32Array(slots);
  }

  /** Values held, wasted segments included. */
  get bytes(): number {
    return this.data.byteLength + this.start.byteLength + this.len.byteLength;
  }

  growSlots(slots: number): void {
    this.start = grownInts(this.start, slots);
    this.len = grownInts(this.len, slots);
  }

  set(slot: number, values: ArrayLike<number>): void {
    this.wasted += this.len[slot]!;
    if (this.used + values.length > this.data.length) {
      this.data = grownInts(this.data, Math.max(this.data.length * 2, this.used + values.length));
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
    const next = new Int32Array(Math.max(8192, (this.used - this.wasted) * 2));
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

function grownInts(array: Int32Array, size: number): Int32Array<ArrayBuffer> {
  const next = new Int32Array(size);
  next.set(array);
  return next;
}
