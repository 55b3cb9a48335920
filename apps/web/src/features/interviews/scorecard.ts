import type { InterviewKit, SaveScorecardRequest, ScoreKind } from "@encaja/contracts";

export type DraftRow = {
  kind: ScoreKind;
  key: string;
  /** The skill's catalogue name; criteria are named by the page from their key. */
  name: string | null;
  score: number | null;
  note: string;
};

export type ScorecardDraft = { rows: DraftRow[]; summary: string; recommendation: string };

const rowId = (row: { kind: ScoreKind; key: string }) => `${row.kind}:${row.key}`;

/**
 * The scorecard's rows: one per required skill of the offer (the developer's skills when there
 * is no offer), then the criteria the kit's questions name, then any other row already scored;
 * each with what is saved.
 */
export function draftOfKit(kit: InterviewKit): ScorecardDraft {
  const skills = kit.requiredSkills.length > 0 ? kit.requiredSkills : kit.profile.skills;
  const wanted: Array<Pick<DraftRow, "kind" | "key" | "name">> = [
    ...skills.map((s) => ({ kind: "skill" as const, key: s.code, name: s.name })),
    ...kit.questions
      .filter((q) => q.kind === "criterion")
      .map((q) => ({ kind: "criterion" as const, key: q.key, name: null })),
  ];
  const saved = new Map(kit.interview.scorecard.rows.map((r) => [rowId(r), r]));
  const seen = new Set<string>();
  const rows: DraftRow[] = [];
  for (const row of wanted) {
    if (seen.has(rowId(row))) continue;
    seen.add(rowId(row));
    const found = saved.get(rowId(row));
    rows.push({ ...row, score: found?.score ?? null, note: found?.note ?? "" });
  }
  for (const row of kit.interview.scorecard.rows) {
    if (seen.has(rowId(row))) continue;
    seen.add(rowId(row));
    rows.push({ kind: row.kind, key: row.key, name: null, score: row.score, note: row.note });
  }
  return {
    rows,
    summary: kit.interview.scorecard.summary,
    recommendation: kit.interview.scorecard.recommendation,
  };
}

/** The autosave's body: only what differs from the last saved draft, or null when nothing does. */
export function scorecardChanges(
  saved: ScorecardDraft,
  draft: ScorecardDraft,
): SaveScorecardRequest | null {
  const before = new Map(saved.rows.map((r) => [rowId(r), r]));
  const rows = draft.rows
    .filter((row) => {
      const old = before.get(rowId(row));
      return (old?.score ?? null) !== row.score || (old?.note ?? "") !== row.note;
    })
    .map(({ kind, key, score, note }) => ({ kind, key, score, note }));
  const body: Record<string, unknown> = {};
  if (rows.length > 0) body.rows = rows;
  if (draft.summary !== saved.summary) body.summary = draft.summary;
  if (draft.recommendation !== saved.recommendation) body.recommendation = draft.recommendation;
  return Object.keys(body).length > 0 ? (body as SaveScorecardRequest) : null;
}
