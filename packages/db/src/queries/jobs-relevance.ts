import { and, type SQL, sql } from "drizzle-orm";
import { offers } from "../schema";
import { type Bindings, compiledShapes } from "./compiled";
import type { Executor } from "./executor";
import { type KeysetAfter, keysetAfter, keysetOrder } from "./keyset";
import { boardColumns, offerKeyset, selectOffers, withOfferSkills } from "./offers";

/**
 * A text search's relevance (ADR 0037): 2 when the title holds one of the words, plus 1 when the
 * skill names do, 0 for the other matches. Each value is a band; a page reads them highest first.
 */
type Band = 3 | 2 | 1 | 0;
const below = (band: Band) => (band === 0 ? undefined : ((band - 1) as Band));

/**
 * Offers walked in date order per row of the page before a band counts as sparse and is read
 * through a GIN index instead: a band holding at least 1 offer in 25 fills a page from the walk.
 */
const WINDOW_PER_ROW = 25;

export interface TextPageSearch {
  /** What makes the filters' and words' SQL text: which filters, how many words. */
  shape: string;
  /** The board's conditions but the text, open and public as constants (ADR 0065). */
  filters: SQL[];
  /** tsquery of any one word: what the title and the skill names are matched with. */
  anyWord: SQL;
  /** tsquery of the whole search: what an offer must match to be found at all. */
  allWords: SQL;
  /** One word per alternative: a title or skill-name match is then a match of the search. */
  oneWord: boolean;
  after?: KeysetAfter | undefined;
  direction: "ASC" | "DESC";
  limit: number;
  /** Offers walked in date order before a band is read through its index (tests shrink it). */
  windowRows?: number | undefined;
}

/**
 * One page of a text search in relevance order, then date (ADR 0065): `selectOfferPage`'s rows
 * and extra row, each with its band as `score`. A cursor holds the last row's band: the page
 * goes on in that band after its position, then reads the lower bands from the top.
 *
 * A band is read first from a window, the next `windowRows` offers in date order, whose title
 * and skill matches come from offers_board_text_idx alone: a dense band fills the page there.
 * When the window held too few of the band and did not reach the end of the board, the band is
 * sparse, and is read through a GIN index, which is cheap exactly then.
 *
 * Every value of the search is in `bindings`: each statement's SQL is built once per shape.
 */
export async function selectTextPage(db: Executor, bindings: Bindings, search: TextPageSearch) {
  const need = search.limit + 1;
  const windowRows = search.windowRows ?? WINDOW_PER_ROW * need;
  const score = search.after?.score ?? 0;
  const resumed = search.after !== undefined && score <= 3;
  const start = (resumed ? score : 3) as Band;
  const position = resumed
    ? keysetAfter(offerKeyset, search.after, search.direction, bindings.bind)
    : undefined;
  const read = reads(db, bindings, search, windowRows);

  const page: Awaited<ReturnType<typeof read.band>> = [];
  const take = (rows: typeof page) => {
    const seen = new Set(page.map((row) => row.offer.id));
    page.push(...rows.filter((row) => !seen.has(row.offer.id)).slice(0, need - page.length));
  };
  const windows = new Map<SQL | undefined, ReturnType<typeof read.window>>();
  let band: Band | undefined = start;
  while (band !== undefined && page.length < need) {
    const at = band === start ? position : undefined;
    const want = need - page.length;
    if (band === 0) {
      const walked = await read.bandZero(at, want);
      take(walked.length < want ? await read.band("document", [0], at, want) : walked);
      break;
    }
    const top: Band = band;
    if (!windows.has(at)) windows.set(at, read.window(at, at ? [top] : bandsFrom(top), need));
    const win = await windows.get(at)!;
    if (win.rest) {
      take(win.rest);
      break;
    }
    const inWindow = win.rows.filter((row) => row.score === top);
    if (inWindow.length >= want || !win.full || win.empty(top)) {
      take(inWindow);
      band = below(top);
      continue;
    }
    // Through the index of the band's title or skill matches, the sparser in the window; or
    // through the whole document's, which from the top also gives every lower band (the rest
    // of the page), when those matches are common and the search has several words (then all
    // of them are the rare part).
    const byTitle = top === 2 || (top === 3 && win.titles <= win.skills);
    const dense = (byTitle ? win.titles : win.skills) >= want && !search.oneWord;
    if (dense) {
      take(await read.band("document", at ? [top] : [...bandsFrom(top), 0], at, want));
      band = at ? below(top) : undefined;
      continue;
    }
    // From the top, a title read gives bands 3 and 2 together, already in page order.
    const bands: Band[] = byTitle && top === 3 && !at ? [3, 2] : [top];
    take(await read.band(byTitle ? "title" : "skills", bands, at, want));
    band = below(bands[bands.length - 1]!);
  }
  return page;
}

type Through = "title" | "skills" | "document";
const statements = compiledShapes();
const bandsFrom = (top: Band) => ([3, 2, 1] as const).filter((band) => band <= top);

/**
 * The statements a page reads with, for the search's filters, words and direction. Fixed text
 * is written raw (drizzle's building of nested fragments cost more than the statements' work),
 * and the two tsqueries are computed once per statement, in `q`.
 */
function reads(db: Executor, bindings: Bindings, search: TextPageSearch, windowRows: number) {
  const shape = `${search.shape}|${search.direction}|${search.oneWord}|${windowRows}`;
  const statement = <T>(key: string, build: () => PromiseLike<T>) =>
    statements(db, `${shape}|${key}`, bindings, build);
  const raw = sql.raw;
  const q = sql`q as materialized (select ${search.anyWord} as any_word, ${search.allWords} as all_words)`;
  const anyWord = "(select any_word from q)";
  const allWords = "(select all_words from q)";
  const dir = search.direction === "DESC" ? "desc" : "asc";
  const where = (...more: (SQL | undefined)[]) => and(...search.filters, ...more);
  const columns = `id, created_at, title_vector, skills_vector,
    (case when title_vector @@ ${anyWord} then 2 else 0 end
      + case when skills_vector @@ ${anyWord} then 1 else 0 end) as band`;
  // The next offers in date order: an index-only scan of offers_board_text_idx.
  const window = (at: SQL | undefined) =>
    sql`select ${raw(columns)} from offers where ${where(at)}
      order by ${raw(`created_at ${dir}, id ${dir} limit ${windowRows}`)}`;
  // A title or skill match of band 1–3 matches the search too when it has one word; else the
  // whole document is read by id, only for rows whose title and skill names lack a word.
  const matchesAll = search.oneWord
    ? ""
    : `and ((k.title_vector || k.skills_vector) @@ ${allWords}
      or (select x.search_vector from offers x where x.id = k.id) @@ ${allWords})`;
  /**
   * Offers of `bands` (in page order) among those whose title, skill names or whole document
   * match, found through that column's GIN index alone (the whole document is then checked row
   * by row, outside the `offset 0` fence): the fence keeps PostgreSQL from walking the date
   * index instead, which costs the whole board when the band is sparse.
   */
  const read = (through: Through, bands: readonly Band[], at: SQL | undefined, want: number) => {
    const index = {
      title: `title_vector @@ ${anyWord}`,
      skills: `skills_vector @@ ${anyWord}`,
      document: `search_vector @@ ${allWords}`,
    }[through];
    const checked = through !== "document" && !search.oneWord;
    return sql`select f.id, f.band from (
        select ${raw(columns)}${raw(checked ? `, search_vector @@ ${allWords} as matched` : "")}
        from offers where ${where(at, raw(index))} offset 0) f
      ${raw(`where f.band in (${bands.join(", ")}) ${checked ? "and f.matched" : ""}
      order by f.band desc, f.created_at ${dir}, f.id ${dir} limit ${want}`)}`;
  };
  // The board's columns of the offers `rows` names (id, band, and `extra` columns).
  const boardRows = <E extends Record<string, SQL.Aliased>>(rows: SQL, extra: E) =>
    selectOffers(db, sql<number>`r.band`, boardColumns, extra)
      .innerJoin(sql`(${rows}) as r`, sql`r.id = ${offers.id}`)
      .orderBy(sql`r.band desc`, ...keysetOrder(offerKeyset, search.direction));

  return {
    /**
     * The window's first `need` offers of `bands` in page order (those a page can take from it:
     * a band short here is read in full elsewhere), with the window's size and its title and
     * skill matches. `full`: the window may have left offers out.
     */
    async window(at: SQL | undefined, bands: readonly Band[], need: number) {
      // A column the full window never matched is looked up past it, through its GIN index
      // (fenced, as in `read`): none there either empties its bands without another read.
      const nowhere = (column: string, count: string) =>
        sql`case when c.${raw(`${count} = 0 and c.walked = ${windowRows}`)} then not exists (
          select 1 from (select 1 from offers where ${where(at, raw(`${column} @@ ${anyWord}`))} offset 0) x)
          else false end`;
      // From the top, a window without a title or skill match of the search sends the rest of
      // the page through the whole document's index in the same statement.
      const rest = at
        ? sql``
        : sql`union all select d.id, d.band, s.*, true from s, (${read("document", [...bands, 0], at, need)}) d
            where not exists (select 1 from r)`;
      const key = `window|${Boolean(at)}|${bands}|${need}`;
      const rows = await statement(key, () =>
        boardRows(
          sql`with ${q}, k as materialized (${window(at)}),
          s as materialized (
            select c.*, ${nowhere("title_vector", "titles")} as no_titles,
              ${nowhere("skills_vector", "skills")} as no_skills
            from (select count(*)::int as walked, count(*) filter (where band >= 2)::int as titles,
              count(*) filter (where band % 2 = 1)::int as skills from k) c),
          r as materialized (${raw(`select id, band from k where band in (${bands.join(", ")}) ${matchesAll}
            order by band desc, created_at ${dir}, id ${dir} limit ${need}`)})
          select r.id, r.band, s.*, false as rest from r, s ${rest}`,
          {
            ...withOfferSkills,
            walked: sql<number>`r.walked`.as("walked"),
            titles: sql<number>`r.titles`.as("titles"),
            skillMatches: sql<number>`r.skills`.as("skill_matches"),
            noTitles: sql<boolean>`r.no_titles`.as("no_titles"),
            noSkills: sql<boolean>`r.no_skills`.as("no_skills"),
            rest: sql<boolean>`r.rest`.as("rest"),
          },
        ),
      );
      const { walked, titles, skillMatches, noTitles, noSkills } = rows[0] ?? {
        walked: windowRows,
        titles: 0,
        skillMatches: 0,
        noTitles: false,
        noSkills: false,
      };
      const offersOnly = rows.map(
        ({
          walked: _w,
          titles: _t,
          skillMatches: _s,
          noTitles: _n,
          noSkills: _m,
          rest: _r,
          ...row
        }) => row,
      );
      return {
        /** The rest of the page, when the window matched no title or skill (from the top). */
        rest: !at && (rows[0]?.rest ?? true) ? offersOnly : undefined,
        full: walked >= windowRows,
        titles,
        skills: skillMatches,
        /** Bands with no offer past the window (none in it either). */
        empty: (band: Band) => (band >= 2 && noTitles) || (band % 2 === 1 && noSkills),
        rows: offersOnly,
      };
    },

    /** Description-only matches in the window, in date order, until `want` are found. */
    bandZero: (at: SQL | undefined, want: number) =>
      statement(`zero|${Boolean(at)}|${want}`, () =>
        boardRows(
          sql`with ${q} select w.id, w.band from (${window(at)}) w
          ${raw(`where w.band = 0 and (select x.search_vector from offers x where x.id = w.id) @@ ${allWords}
          order by w.created_at ${dir}, w.id ${dir} limit ${want}`)}`,
          withOfferSkills,
        ),
      ),

    /** Offers of `bands` (in page order), read through an index as `read` says. */
    band: (through: Through, bands: readonly Band[], at: SQL | undefined, want: number) =>
      statement(`band|${through}|${bands}|${Boolean(at)}|${want}`, () =>
        boardRows(sql`with ${q} ${read(through, bands, at, want)}`, withOfferSkills),
      ),
  };
}
