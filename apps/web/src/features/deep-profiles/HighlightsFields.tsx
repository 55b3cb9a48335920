"use client";

import {
  type DeepProfileSources,
  interviewResultLabels,
  interviewTypeLabels,
  scorecardRowLabel,
} from "@encaja/contracts";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { SectionCard } from "@/components/SectionCard";
import { formatDate } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import type { EditorValues } from "./editorState";

type Props = {
  sources: DeepProfileSources;
  values: EditorValues;
  onChange: (patch: Partial<EditorValues>) => void;
};

const toggle = (list: string[], item: string, on: boolean) =>
  on ? [...list.filter((i) => i !== item), item] : list.filter((i) => i !== item);

/** Pick completed interviews, the scorecard rows to quote, and finished assessments. */
export function HighlightsFields({ sources, values, onChange }: Props) {
  const t = useTranslations("DeepProfiles.editor");
  const locale = useLocale() as AppLocale;
  const setHighlight = (id: string, next: { rows: string[]; comment: string } | null) => {
    const { [id]: _dropped, ...rest } = values.highlights;
    onChange({ highlights: next ? { ...rest, [id]: next } : rest });
  };
  return (
    <>
      <SectionCard id="dp-edit-interviews" title={t("interviewsSection")}>
        {sources.interviews.length === 0 ? <Typography>{t("noInterviews")}</Typography> : null}
        <Stack spacing={2}>
          {sources.interviews.map((i) => {
            const picked = values.highlights[i.id];
            const name = t("interviewName", {
              type: interviewTypeLabels[i.type][locale],
              date: formatDate(i.scheduledAt, locale),
              result: i.result ? interviewResultLabels[i.result][locale] : "—",
            });
            return (
              <Box key={i.id}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={Boolean(picked)}
                      onChange={(e) =>
                        setHighlight(i.id, e.target.checked ? { rows: [], comment: "" } : null)
                      }
                    />
                  }
                  label={t("includeInterview", { name })}
                />
                {picked ? (
                  <Box sx={{ pl: 4 }}>
                    {i.rows.map((r) => {
                      const ref = `${r.kind}:${r.key}`;
                      return (
                        <FormControlLabel
                          key={ref}
                          sx={{ display: "flex" }}
                          control={
                            <Checkbox
                              size="small"
                              checked={picked.rows.includes(ref)}
                              onChange={(e) =>
                                setHighlight(i.id, {
                                  ...picked,
                                  rows: toggle(picked.rows, ref, e.target.checked),
                                })
                              }
                            />
                          }
                          label={t("quoteRow", {
                            label: scorecardRowLabel(r, locale),
                            score: r.score ?? "—",
                            note: r.note || "—",
                          })}
                        />
                      );
                    })}
                    <TextField
                      label={t("comment", { name })}
                      value={picked.comment}
                      onChange={(e) => setHighlight(i.id, { ...picked, comment: e.target.value })}
                      multiline
                      fullWidth
                      sx={{ mt: 1 }}
                    />
                  </Box>
                ) : null}
              </Box>
            );
          })}
        </Stack>
      </SectionCard>
      <SectionCard id="dp-edit-assessments" title={t("assessmentsSection")}>
        {sources.assessments.length === 0 ? <Typography>{t("noAssessments")}</Typography> : null}
        {sources.assessments.map((a) => (
          <FormControlLabel
            key={a.attemptId}
            sx={{ display: "flex" }}
            control={
              <Checkbox
                checked={values.assessmentAttemptIds.includes(a.attemptId)}
                onChange={(e) =>
                  onChange({
                    assessmentAttemptIds: toggle(
                      values.assessmentAttemptIds,
                      a.attemptId,
                      e.target.checked,
                    ),
                  })
                }
              />
            }
            label={t("includeAssessment", {
              title: a.title[locale],
              score: a.score ?? "—",
              date: formatDate(a.completedAt, locale),
            })}
          />
        ))}
      </SectionCard>
    </>
  );
}
