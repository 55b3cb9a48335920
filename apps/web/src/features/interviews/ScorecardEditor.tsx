"use client";

import type { InterviewKit } from "@encaja/contracts";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { SectionCard } from "@/components/SectionCard";
import { apiErrorMessage } from "@/lib/api/errors";
import type { AppLocale } from "@/lib/format/locale";
import type { AutosaveState } from "./autosaveQueue";
import { useSaveScorecard } from "./queries";
import { type DraftRow, draftOfKit, type ScorecardDraft } from "./scorecard";
import { useAutosave } from "./useAutosave";
import { useRowName } from "./useRowName";

const scores = [0, 1, 2, 3, 4, 5] as const;

function ScoreRow({
  row,
  index,
  editable,
  onChange,
}: {
  row: DraftRow;
  index: number;
  editable: boolean;
  onChange: (change: Partial<DraftRow>) => void;
}) {
  const t = useTranslations("Interviewers.scorecard");
  const name = useRowName()(row);
  const labelId = `score-${index}-label`;
  return (
    <Box component="li" sx={{ py: 2, borderBottom: 1, borderColor: "divider" }}>
      <Typography id={labelId} component="h3" variant="subtitle1" fontWeight={700}>
        {t("scoreFor", { name })}
      </Typography>
      {editable ? (
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={row.score === null ? "" : String(row.score)}
          onChange={(_, value) => onChange({ score: Number(value) })}
        >
          {scores.map((s) => (
            <FormControlLabel key={s} value={String(s)} control={<Radio />} label={String(s)} />
          ))}
        </RadioGroup>
      ) : (
        <Typography>
          {row.score === null ? t("notScored") : t("scoreOf", { score: row.score })}
        </Typography>
      )}
      {editable ? (
        <TextField
          label={t("noteFor", { name })}
          value={row.note}
          onChange={(e) => onChange({ note: e.target.value })}
          multiline
          minRows={1}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { maxLength: 5000 } }}
          sx={{ mt: 1 }}
        />
      ) : row.note ? (
        <Typography color="text.secondary" sx={{ whiteSpace: "pre-line", mt: 0.5 }}>
          {row.note}
        </Typography>
      ) : null}
    </Box>
  );
}

function SaveStatus({ state, error }: { state: AutosaveState; error: unknown }) {
  const t = useTranslations("Interviewers.scorecard");
  const locale = useLocale() as AppLocale;
  const text =
    state === "error"
      ? t("saveFailed", { error: apiErrorMessage(error, locale) })
      : t(`state.${state}`);
  return (
    <Typography
      role="status"
      variant="body2"
      color={state === "error" ? "error" : "text.secondary"}
      sx={{ mb: 1 }}
    >
      {text}
    </Typography>
  );
}

export type ScorecardApi = { flush: () => Promise<boolean>; draft: ScorecardDraft };

/** The scorecard: a 0–5 score and a note per row, summary and recommendation, autosaved. */
export function ScorecardEditor({
  kit,
  editable,
  children,
}: {
  kit: InterviewKit;
  editable: boolean;
  /** What follows the scorecard (the completion), given the autosave's flush. */
  children?: (api: ScorecardApi) => ReactNode;
}) {
  const t = useTranslations("Interviewers.scorecard");
  const save = useSaveScorecard(kit.interview.id);
  const { draft, setDraft, state, error, flush } = useAutosave(draftOfKit(kit), (body) =>
    save.mutateAsync(body),
  );
  const setRow = (index: number, change: Partial<DraftRow>) =>
    setDraft((d) => ({
      ...d,
      rows: d.rows.map((r, i) => (i === index ? { ...r, ...change } : r)),
    }));
  return (
    <SectionCard id="scorecard" title={t("title")}>
      {editable ? <SaveStatus state={state} error={error} /> : null}
      <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, mb: 3 }}>
        {draft.rows.map((row, index) => (
          <ScoreRow
            key={`${row.kind}:${row.key}`}
            row={row}
            index={index}
            editable={editable}
            onChange={(change) => setRow(index, change)}
          />
        ))}
      </Box>
      {(["summary", "recommendation"] as const).map((field) =>
        editable ? (
          <TextField
            key={field}
            label={t(field)}
            value={draft[field]}
            onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.value }))}
            multiline
            minRows={3}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 20000 } }}
            sx={{ mb: 2 }}
          />
        ) : (
          <Box key={field} sx={{ mb: 2 }}>
            <Typography component="h3" variant="subtitle1" fontWeight={700}>
              {t(field)}
            </Typography>
            <Typography color="text.secondary" sx={{ whiteSpace: "pre-line" }}>
              {draft[field] || t("empty")}
            </Typography>
          </Box>
        ),
      )}
      {children?.({ flush, draft })}
    </SectionCard>
  );
}
