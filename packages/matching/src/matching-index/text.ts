import { LEXEME_KIND, type TalentColumns } from "./columns";

/**
 * Talent search's text matching over the index's lexemes (ADR 0046), for facet counts: the
 * database compiles the search box text into its tsqueries (stemming, stop words), and this
 * evaluates them on every developer's lexemes as `@@` would. Only what talent search's queries
 * contain is understood — AND, OR, parentheses, exact and prefix lexemes; anything else (NOT,
 * phrase distance, weight labels) answers undefined and the caller counts in SQL.
 */

type Node =
  | { op: "and" | "or"; left: Node; right: Node }
  | { op: "lexeme"; lexeme: string; prefix: boolean };

/** tsquery's text form → a tree; null for the empty query; undefined when not understood. */
export function parseTsquery(text: string): Node | null | undefined {
  let at = 0;
  const skip = () => {
    while (text[at] === " ") at++;
  };
  const fail = Symbol("fail");
  function operand(): Node {
    skip();
    if (text[at] === "(") {
      at++;
      const inner = or();
      skip();
      if (text[at] !== ")") throw fail;
      at++;
      return inner;
    }
    if (text[at] !== "'") throw fail;
    at++;
    let lexeme = "";
    for (;;) {
      const c = text[at++];
      if (c === undefined) throw fail;
      if (c === "\\") {
        const next = text[at++];
        if (next === undefined) throw fail;
        lexeme += next;
      } else if (c === "'") {
        if (text[at] !== "'") break;
        lexeme += "'";
        at++;
      } else lexeme += c;
    }
    let prefix = false;
    if (text[at] === ":") {
      // Only a bare prefix mark: weight labels restrict matches to positions we do not hold.
      if (text[at + 1] !== "*" || /[A-Za-z*]/.test(text[at + 2] ?? "")) throw fail;
      prefix = true;
      at += 2;
    }
    return { op: "lexeme", lexeme, prefix };
  }
  // AND binds tighter than OR: `or` reads `and`s, which read operands.
  const binary = (op: "and" | "or", mark: string, next: () => Node) => (): Node => {
    let left = next();
    for (;;) {
      skip();
      if (text[at] !== mark) return left;
      at++;
      left = { op, left, right: next() };
    }
  };
  const and = binary("and", "&", operand);
  const or = binary("or", "|", and);
  if (text.trim() === "") return null;
  try {
    const tree = or();
    skip();
    return at === text.length ? tree : undefined;
  } catch (error) {
    if (error === fail) return undefined;
    throw error;
  }
}

/** The compiled queries of one search: over `search_vector`, and over names (staff) or null. */
export interface TextQueries {
  search: string;
  names: string | null;
}

/** Bit masks of operands → whether the query holds (one bit per distinct operand). */
type Test = (bits: number) => boolean;

const MAX_OPERANDS = 31;

function compile(node: Node | null, operands: Map<string, number>): Test | undefined {
  if (node === null) return () => false;
  if (node.op === "lexeme") {
    const key = `${node.prefix ? "*" : "="}${node.lexeme}`;
    let bit = operands.get(key);
    if (bit === undefined) {
      if (operands.size === MAX_OPERANDS) return undefined;
      bit = operands.size;
      operands.set(key, bit);
    }
    const mask = 1 << bit;
    return (bits) => (bits & mask) !== 0;
  }
  const left = compile(node.left, operands);
  const right = compile(node.right, operands);
  if (!left || !right) return undefined;
  return node.op === "and" ? (b) => left(b) && right(b) : (b) => left(b) || right(b);
}

/** Per slot: 0 no match, 1 a match, 2 a match in the weight-A part or a name (first tier). */
export const TEXT_MATCH = { none: 0, weak: 1, strong: 2 } as const;

/**
 * Every slot's match of the text (`search_vector @@ q or name_vector @@ names`) and of its first
 * tier (`ts_filter(search_vector, '{a}') @@ q or name_vector @@ names`), or undefined when
 * the queries hold something this does not evaluate.
 */
export function matchText(cols: TalentColumns, queries: TextQueries): Uint8Array | undefined {
  if (!cols.text) return undefined;
  const searchTree = parseTsquery(queries.search);
  const namesTree = queries.names === null ? null : parseTsquery(queries.names);
  if (searchTree === undefined || namesTree === undefined) return undefined;
  const operands = new Map<string, number>();
  const search = compile(searchTree, operands);
  const names = compile(namesTree, operands);
  if (!search || !names) return undefined;

  // Which operands each lexeme satisfies.
  const lexemes = cols.lexemeList;
  const masks = new Int32Array(lexemes.length);
  for (const [key, bit] of operands) {
    const wanted = key.slice(1);
    const prefix = key[0] === "*";
    for (let n = 0; n < lexemes.length; n++) {
      const lexeme = lexemes[n]!;
      if (prefix ? lexeme.startsWith(wanted) : lexeme === wanted) masks[n] = masks[n]! | (1 << bit);
    }
  }

  const out = new Uint8Array(cols.size);
  const { live } = cols;
  const { data, start, len } = cols.textPool;
  for (let slot = 0; slot < cols.size; slot++) {
    if (!live[slot]) continue;
    let all = 0;
    let strong = 0;
    let name = 0;
    const end = start[slot]! + len[slot]!;
    for (let i = start[slot]!; i < end; i++) {
      const code = data[i]!;
      const mask = masks[code >> 2]!;
      if (mask === 0) continue;
      const kind = code & 3;
      if (kind === LEXEME_KIND.name) name |= mask;
      else {
        all |= mask;
        if (kind === LEXEME_KIND.strong) strong |= mask;
      }
    }
    if (all === 0 && name === 0) continue;
    const byName = name !== 0 && names(name);
    if (byName || (strong !== 0 && search(strong))) out[slot] = TEXT_MATCH.strong;
    else if (search(all)) out[slot] = TEXT_MATCH.weak;
  }
  return out;
}
