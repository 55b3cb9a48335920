import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { UuidSlots } from "./uuid-slots";

describe("UuidSlots", () => {
  it("finds, spells back and forgets ids like a Map, through growth and deletions", () => {
    const slots = new UuidSlots(16);
    const model = new Map<string, number>();
    let next = 0;
    const ids: string[] = [];
    for (let round = 0; round < 20_000; round++) {
      const reuse = ids.length > 0 && round % 3 === 0;
      const id = reuse ? ids[(round * 7919) % ids.length]! : randomUUID();
      if (!reuse) ids.push(id);
      if (model.has(id) && round % 2 === 0) {
        expect(slots.delete(id)).toBe(model.get(id));
        model.delete(id);
      } else if (!model.has(id)) {
        if (next * 4 >= 16) slots.growSlots(next + 1);
        slots.add(id, next);
        model.set(id, next++);
      }
    }
    expect(slots.size).toBe(model.size);
    for (const id of ids) expect(slots.get(id)).toBe(model.get(id));
    for (const [id, slot] of model) expect(slots.idOf(slot)).toBe(id);
  });

  it("spells ids in PostgreSQL's text form, so they sort as the database sorts them", () => {
    const slots = new UuidSlots(2);
    slots.add("00000000-0000-4000-8000-00000000c4a7", 0);
    slots.add("ffffffff-0a0b-4c0d-8e0f-0123456789ab", 1);
    expect(slots.idOf(0)).toBe("00000000-0000-4000-8000-00000000c4a7");
    expect(slots.idOf(1)).toBe("ffffffff-0a0b-4c0d-8e0f-0123456789ab");
    expect(slots.get("00000000-0000-4000-8000-00000000c4a8")).toBeUndefined();
    expect(() => slots.get("not-a-uuid")).toThrow(/Not a UUID/);
  });
});
