import { describe, expect, it } from "vitest";
import { type IndexedTalentRow, TalentColumns } from "./columns";
import { matchText, parseTsquery, TEXT_MATCH } from "./text";

describe("parseTsquery", () => {
  it("reads what talent search's queries compile to", () => {
    expect(parseTsquery("'react':* | 'react':*")).toEqual({
      op: "or",
      left: { op: "lexeme", lexeme: "react", prefix: true },
      right: { op: "lexeme", lexeme: "react", prefix: true },
    });
    expect(parseTsquery("( 'product':* | 'producto':* ) & 'fintech'")).toEqual({
      op: "and",
      left: {
        op: "or",
        left: { op: "lexeme", lexeme: "product", prefix: true },
        right: { op: "lexeme", lexeme: "producto", prefix: true },
      },
      right: { op: "lexeme", lexeme: "fintech", prefix: false },
    });
    // AND binds tighter than OR.
    expect(parseTsquery("'a' | 'b' & 'c'")).toMatchObject({ op: "or", right: { op: "and" } });
  });

  it("unescapes quotes and backslashes", () => {
    expect(parseTsquery("'o''brien':* & 'a\\\\b'")).toMatchObject({
      left: { lexeme: "o'brien", prefix: true },
      right: { lexeme: "a\\b", prefix: false },
    });
  });

  it("is null for the empty query and undefined for what it does not evaluate", () => {
    expect(parseTsquery("")).toBeNull();
    for (const text of [
      "!'react'",
      "'react' <-> 'native'",
      "'react' <2> 'native'",
      "'react':A",
      "'react':*AB",
      "'react' &",
      "( 'react'",
      "'react",
      "react",
    ]) {
      expect(parseTsquery(text), text).toBeUndefined();
    }
  });
});

const names = ["a", "b", "c", "d", "gone"];
/** The index holds developer ids (UUIDs): one per short name. */
const uuid = (name: string) =>
  `00000000-0000-4000-8000-${String(names.indexOf(name)).padStart(12, "0")}`;
const row = (name: string, searchText: string, nameText = ""): IndexedTalentRow => ({
  id: uuid(name),
  tech_role: "backend",
  main_stack_code: null,
  seniority_rank: 2,
  english_rank: null,
  country_code: null,
  time_zone: null,
  work_start_minute: 540,
  work_end_minute: 1080,
  context_codes: [],
  modality_mask: 0,
  search_status: null,
  salary_monthly_usd: null,
  skill_codes: [],
  disapproved: false,
  approved: true,
  avail_day: null,
  active_day: 0,
  search_text: searchText,
  name_text: nameText,
});

describe("matchText", () => {
  const cols = new TalentColumns(true);
  cols.upsert(row("a", "'node':1A 'js':2A 'desarroll':5C", "'ana':1 'perez':2"));
  cols.upsert(row("b", "'fintech':3C 'node':4C", "'nodal':1"));
  cols.upsert(row("c", "'react':1A,6C"));
  cols.upsert(row("d", "'o''brien':2C"));
  cols.upsert(row("gone", "'node':1A"));
  const goneSlot = cols.slotOf(uuid("gone"))!;
  cols.remove(uuid("gone"));
  const slot = (name: string) => cols.slotOf(uuid(name))!;
  const states = (search: string, names: string | null = null) => {
    const out = matchText(cols, { search, names });
    return out && Object.fromEntries(["a", "b", "c", "d"].map((id) => [id, out[slot(id)]]));
  };

  it("matches prefixes and exact lexemes, first tier for weight A or a name", () => {
    expect(states("'node':*")).toEqual({ a: 2, b: 1, c: 0, d: 0 });
    expect(states("'node':* & 'fintech'")).toEqual({ a: 0, b: 1, c: 0, d: 0 });
    expect(states("'nod':*", "'nod':*")).toEqual({ a: 2, b: 2, c: 0, d: 0 });
    expect(states("'perez':*", "'perez':*")).toEqual({ a: 2, b: 0, c: 0, d: 0 });
    expect(states("'o''brien'")).toEqual({ a: 0, b: 0, c: 0, d: 1 });
    expect(states("'react' | 'desarroll':*")).toEqual({ a: 1, b: 0, c: 2, d: 0 });
    expect(matchText(cols, { search: "'node':*", names: null })![goneSlot]).toBe(TEXT_MATCH.none);
  });

  it("requires every AND-ed word in the same vector, as @@ does", () => {
    // `ana` is only in the name, `fintech` only in the search vector of another developer.
    expect(states("'ana' & 'node':*", "'ana' & 'node':*")).toEqual({ a: 0, b: 0, c: 0, d: 0 });
  });

  it("matches nothing for the empty query, and leaves the rest to SQL", () => {
    expect(states("")).toEqual({ a: 0, b: 0, c: 0, d: 0 });
    expect(states("'node' <-> 'js'")).toBeUndefined();
    expect(matchText(new TalentColumns(false), { search: "'node'", names: null })).toBeUndefined();
  });
});
