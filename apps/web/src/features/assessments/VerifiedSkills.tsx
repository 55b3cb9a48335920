"use client";

import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { useMyAssessments } from "./queries";
import { ResultView } from "./ResultView";
import { formatDate, pick } from "./text";

/** A "verified" mark next to a skill (passed skill quiz). */
export function VerifiedBadge() {
  const t = useTranslations("Assessments");
  return (
    <Chip
      size="small"
      color="success"
      label={`✓ ${t("verifiedBadge")}`}
      sx={{ ml: 0.5, height: 20, fontSize: 12 }}
    />
  );
}

/** Skill codes the signed-in developer verified by passing a quiz. */
export function useMyVerifiedSkillCodes(): Set<string> {
  const mine = useMyAssessments();
  const codes = new Set<string>();
  for (const attempt of mine.data?.results ?? []) {
    if (attempt.result?.kind === "quiz" && attempt.result.passed)
      codes.add(attempt.result.skill.code);
  }
  return codes;
}

/**
 * Staff panel for a developer's profile (matchers, superAdmin): results and verified skills
 * from `GET /developers/{professionalId}/assessments`.
 */
export function StaffAssessmentResults({ professionalId }: { professionalId: string }) {
  const t = useTranslations("Assessments");
  const locale = useLocale();
  const call = useCall();
  const query = useQuery({
    queryKey: ["assessments", "developer", professionalId],
    queryFn: ({ signal }) =>
      call(routes.assessments.developerResults, { params: { professionalId } }, { signal }),
  });
  const data = query.data;
  return (
    <Stack component="section" spacing={2} aria-labelledby="staff-assessments">
      <Typography id="staff-assessments" component="h2" variant="h5" fontWeight={700}>
        {t("staff.title")}
      </Typography>
      {data?.verifiedSkills.length ? (
        <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", gap: 1, alignItems: "center" }}>
          <Typography fontWeight={600}>{t("staff.verifiedSkills")}:</Typography>
          {data.verifiedSkills.map((s) => (
            <Chip key={s.id} color="success" label={`✓ ${s.name}`} />
          ))}
        </Stack>
      ) : null}
      {data && !data.results.length ? <Typography>{t("staff.none")}</Typography> : null}
      {data?.results.map((r) => (
        <Paper key={r.id} variant="outlined" sx={{ p: 2 }}>
          <Typography component="h3" variant="h6">
            {pick(r.title, locale)}
            {r.submittedAt ? ` · ${formatDate(r.submittedAt, locale)}` : ""}
          </Typography>
          <ResultView
            attempt={r}
            staff
            taskTitles={Object.fromEntries(
              Object.entries(data.taskTitles).map(([id, title]) => [id, pick(title, locale)]),
            )}
          />
        </Paper>
      ))}
    </Stack>
  );
}
