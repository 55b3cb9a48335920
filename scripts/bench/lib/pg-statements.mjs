// pg_stat_statements on a bench's throwaway cluster: where PostgreSQL's time goes, planning
// included (server options below; the extension ships with PostgreSQL's contrib files).
export const STATEMENT_OPTIONS =
  "-c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track_planning=on";

export async function resetStatements(sql) {
  await sql.query("create extension if not exists pg_stat_statements");
  await sql.query("select pg_stat_statements_reset()");
}

/** The statements with the most planning plus execution time, costliest first. */
export async function topStatements(sql, limit = 15) {
  const { rows } = await sql.query(
    `select calls, total_plan_time as plan, total_exec_time as exec,
            left(regexp_replace(query, '\\s+', ' ', 'g'), 120) as text
       from pg_stat_statements
      where calls > 0 and query not like '%pg_stat_statements%'
      order by total_plan_time + total_exec_time desc
      limit $1`,
    [limit],
  );
  return rows.map((r) => ({
    calls: Number(r.calls),
    plan: Math.round(r.plan),
    exec: Math.round(r.exec),
    planPerCall: (r.plan / r.calls).toFixed(3),
    execPerCall: (r.exec / r.calls).toFixed(3),
    text: r.text.replaceAll("|", "\\|").replaceAll("`", "'"),
  }));
}
