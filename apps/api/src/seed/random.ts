/**
 * A small deterministic PRNG (mulberry32), so the demo data set is the same on every machine.
 * `state()` is all it remembers: `createRandom(r.state())` goes on where `r` stopped (a demo
 * data step resumed after a restart draws what it would have drawn).
 */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  /** Picks by weight: [[value, weight], …]. */
  const weighted = <T>(pairs: ReadonlyArray<readonly [T, number]>): T => {
    const total = pairs.reduce((s, [, w]) => s + w, 0);
    let roll = next() * total;
    for (const [value, w] of pairs) {
      roll -= w;
      if (roll <= 0) return value;
    }
    return pairs[pairs.length - 1]![0];
  };
  const sample = <T>(list: readonly T[], n: number): T[] => {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < n && copy.length)
      out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]!);
    return out;
  };
  const currentState = () => state;
  return { next, int, pick, weighted, sample, state: currentState };
}
export type Random = ReturnType<typeof createRandom>;
