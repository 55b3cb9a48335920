import { describe, expect, it } from "vitest";
import { SegmentPool } from "./segments";

const read = (pool: SegmentPool, slot: number) =>
  Array.from(pool.data.subarray(pool.start[slot]!, pool.start[slot]! + pool.len[slot]!));

describe("SegmentPool", () => {
  it("keeps 16-bit values until one needs more, then widens without losing any", () => {
    const pool = new SegmentPool(4);
    pool.set(0, [1, 2, 65_535]);
    expect(pool.data).toBeInstanceOf(Uint16Array);
    pool.set(1, [70_000, 3]);
    expect(pool.data).toBeInstanceOf(Int32Array);
    expect([read(pool, 0), read(pool, 1)]).toEqual([
      [1, 2, 65_535],
      [70_000, 3],
    ]);
  });

  it("survives growth, replacement, compaction and trimming", () => {
    const pool = new SegmentPool(2_000);
    const model: number[][] = [];
    for (let round = 0; round < 6_000; round++) {
      const slot = (round * 37) % 2_000;
      const values = Array.from({ length: round % 9 }, (_, i) => (round + i) % 500);
      pool.set(slot, values);
      model[slot] = values;
    }
    pool.clear(5);
    model[5] = [];
    pool.trimValues();
    pool.growSlots(2_100);
    for (let slot = 0; slot < 2_000; slot++) expect(read(pool, slot)).toEqual(model[slot] ?? []);
    expect(pool.data.length).toBeLessThan(20_000);
  });
});
