import { relatedBonus } from "../formula";
import { type MatchSpec, relatedCodesOf } from "../offer-spec";
import type { MatchTuning } from "../tuning";

/**
 * The related-skill credit of one developer, from their skill codes, as the SQL's `rel_credit`
 * (`ranking/context-sql.ts`): per offer skill with related ones, the best related strength held
 * and the skill's own credit, then Σ weight × `relatedBonus` in the offer's order.
 */
export class RelatedCredit {
  /** Per code: the need whose own code it is (−1: none), and that code's own credit. */
  private readonly ownNeed: Int16Array;
  private readonly ownCredit: Float64Array;
  /** Per code: its (need, strength) pairs, flattened; `relStart[code]`…`relStart[code + 1]`. */
  private readonly relStart: Int32Array;
  private readonly relNeed: Int16Array;
  private readonly relStrength: Int16Array;
  private readonly weight: Float64Array;
  private readonly own: Float64Array;
  private readonly strength: Int16Array;
  /** Codes that matter here (own codes of needs with related skills, related codes). */
  readonly codes: number[];

  constructor(
    spec: MatchSpec,
    private readonly t: MatchTuning,
  ) {
    const needs = spec.relatedNeeds;
    const [near1, near2] = t.nearMissCredit;
    const pairs: Array<[number, number, number]> = [];
    const owns: Array<[number, number, number]> = [];
    needs.forEach((need, i) => {
      for (const c of need.full) owns.push([c, i, 1]);
      for (const c of need.near1) owns.push([c, i, near1]);
      for (const c of need.near2) owns.push([c, i, near2]);
      for (const r of need.related) {
        for (const c of relatedCodesOf(r.num)) pairs.push([c, i, r.strength]);
      }
    });
    const size = Math.max(-1, ...owns.map((o) => o[0]), ...pairs.map((p) => p[0])) + 1;
    this.ownNeed = new Int16Array(size).fill(-1);
    this.ownCredit = new Float64Array(size);
    for (const [c, i, credit] of owns) {
      this.ownNeed[c] = i;
      this.ownCredit[c] = credit;
    }
    pairs.sort((a, b) => a[0] - b[0]);
    this.relStart = new Int32Array(size + 1);
    for (const [c] of pairs) this.relStart[c + 1]!++;
    for (let c = 0; c < size; c++) this.relStart[c + 1]! += this.relStart[c]!;
    this.relNeed = Int16Array.from(pairs, (p) => p[1]);
    this.relStrength = Int16Array.from(pairs, (p) => p[2]);
    this.weight = Float64Array.from(needs, (n) => (n.required ? 1 : t.niceSkillWeight));
    this.own = new Float64Array(needs.length);
    this.strength = new Int16Array(needs.length);
    this.codes = [...new Set([...owns.map((o) => o[0]), ...pairs.map((p) => p[0])])];
  }

  /** Whether a code was held since the last reset (most developers hold none). */
  private touched = false;

  /** Starts a developer. */
  reset(): void {
    if (!this.touched) return;
    this.own.fill(0);
    this.strength.fill(0);
    this.touched = false;
  }

  /** Notes one of the developer's codes (one of `codes`). */
  hold(code: number): void {
    this.touched = true;
    const need = this.ownNeed[code]!;
    if (need >= 0 && this.ownCredit[code]! > this.own[need]!)
      this.own[need] = this.ownCredit[code]!;
    for (let k = this.relStart[code]!; k < this.relStart[code + 1]!; k++) {
      const n = this.relNeed[k]!;
      if (this.relStrength[k]! > this.strength[n]!) this.strength[n] = this.relStrength[k]!;
    }
  }

  /** Whether the code is a related skill's (not only one of the offer's own). */
  isRelatedCode(code: number): boolean {
    return code + 1 < this.relStart.length && this.relStart[code + 1]! > this.relStart[code]!;
  }

  /** The developer's credit (0 when they hold no related code: `anyRelated` false). */
  credit(anyRelated: boolean): number {
    if (!anyRelated) return 0;
    let sum = 0;
    for (let i = 0; i < this.weight.length; i++) {
      sum += this.weight[i]! * relatedBonus(this.t, this.strength[i]!, this.own[i]!);
    }
    return sum;
  }
}
