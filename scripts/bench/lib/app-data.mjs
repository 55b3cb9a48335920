// The data bench:app works on, beyond the demo data: a developer pool of `poolSize` (the talent
// search's), and a copy of one of the demo matcher's open offers with `candidates` candidates
// spread over the pipeline's stages (a board nobody had seen in the demo).
import pg from "pg";
import { lit, seedTalentPool } from "./talent-pool.mjs";

/** Statuses to spread the board's candidates over, a few per pipeline stage. */
const statuses = [
  "intent_to_apply",
  "invitation_to_offer",
  "dev_interested",
  "matching_interview_scheduled",
  "presented_to_client_pending",
  "presented_to_client",
  "non_suitable_soft",
  "dev_not_interested",
];

/** Columns of `table` an insert may set (generated ones are computed by the database). */
async function insertableColumns(query, table) {
  const rows = await query(
    `select column_name from information_schema.columns
     where table_name = ${lit(table)} and is_generated = 'NEVER' and column_name <> 'id'
     order by ordinal_position`,
  );
  return rows.map((r) => `"${r.column_name}"`).join(", ");
}

/** The demo matcher's first open offer (not the bench's copy). */
async function demoMatcherOffer(query) {
  const [offer] = await query(`
    select o.id from offers o
    join offer_matchers om on om.offer_id = o.id
    join users u on u.id = om.user_id and u.email = 'matcher@demo.encaja.dev'
    where o.status = 'open' and o.title not like 'Bench board:%'
    order by o.created_at, o.id limit 1`);
  return offer;
}

/** A previous run's offers when the database already holds the bench data, else null. */
export async function existingBenchOffers(query) {
  const [{ ok }] = await query("select to_regclass('offers') is not null as ok");
  if (!ok) return null;
  const [board] = await query("select id from offers where title like 'Bench board:%' limit 1");
  if (!board) return null;
  return { boardOfferId: board.id, demoOfferId: (await demoMatcherOffer(query)).id };
}

/** `existingBenchOffers` of the database at `databaseUrl`. */
export async function existingBenchOffersIn(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await existingBenchOffers(async (text) => (await client.query(text)).rows);
  } finally {
    await client.end();
  }
}

/**
 * Copies one open offer of the demo matcher (with its skills and matchers) as "Bench board"
 * and fills its pipeline with `n` pool developers. Returns both offers' ids.
 */
export async function seedBoardOffer(query, n) {
  const source = await demoMatcherOffer(query);
  if (!source) throw new Error("the demo matcher has no open offer");
  const offerCols = await insertableColumns(query, "offers");
  const [copy] = await query(`
    insert into offers (id, ${offerCols})
    select gen_random_uuid(), ${offerCols.replace('"slug"', `'bench-board-' || substr(md5(random()::text), 1, 8)`).replace('"title"', `'Bench board: ${n} candidates'`)}
    from offers where id = ${lit(source.id)} returning id`);
  for (const table of ["offer_skills", "offer_matchers"]) {
    const names = await insertableColumns(query, table);
    const cols = names.replace('"offer_id"', lit(copy.id));
    await query(
      `insert into ${table} (${names}) select ${cols} from ${table} where offer_id = ${lit(source.id)}`,
    );
  }
  const statusArray = `array[${statuses.map(lit).join(",")}]`;
  await query(`
    insert into candidates (offer_id, developer_id, status, origin, match_score)
    select ${lit(copy.id)}, d.id, (${statusArray})[1 + (row_number() over () % ${statuses.length})],
      'talent_pool_search', 40 + (random() * 60)::int
    from (select id from developers where hashed_id like 'bench-%' and approval = 'approved'
          order by hashed_id limit ${n}) d`);
  return { boardOfferId: copy.id, demoOfferId: source.id };
}

/** The pool, then the board offer; logs progress. Returns the offers' ids. */
export async function seedAppBenchData(query, { poolSize, candidates }, log) {
  await seedTalentPool(query, poolSize, log);
  const offers = await seedBoardOffer(query, candidates);
  log(`board offer with ${candidates} candidates`);
  return offers;
}
