import { relatedBonus } from "../formula";
import { type MatchSpec, relatedNeedCodes } from "../offer-spec";
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
    const { own: owns, related: pairs } = relatedNeedCodes(spec, t.nearMissCredit);
    const size = Math.max(-1, ...owns.map((o) => o.code), ...pairs.map((p) => p.code)) + 1;
    this.ownNeed = new Int16Array(size).fill(-1);
    this.ownCredit = new Float64Array(size);
    for (const { code, need, credit } of owns) {
      this.ownNeed[code] = need;
      this.ownCredit[code] = credit;
    }
    pairs.sort((a, b) => a.code - b.code);
    this.relStart = new Int32Array(size + 1);
    for (const { code } of pairs) this.relStart[code + 1]!++;
    for (let c = 0; c < size; c++) this.relStart[c + 1]! += this.relStart[c]!;
    this.relNeed = Int16Array.from(pairs, (p) => p.need);
    this.relStrength = Int16Array.from(pairs, (p) => p.strength);
    this.weight = Float64Array.from(needs, (n) => (n.required ? 1 : t.niceSkillWeight));
    this.own = new Float64Array(needs.length);
    this.strength = new Int16Array(needs.length);
    this.codes = [...new Set([...owns.map((o) => o.code), ...pairs.map((p) => p.code)])];
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
