"use client";

import type { AttemptResult, AttemptSummary } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";

type Props = {
  attempt: Pick<AttemptSummary, "autoSubmitted" | "result">;
  /** Task titles by id (code results). */
  taskTitles?: Record<string, string>;
  passScore?: number | null;
  /** Staff read about "this profile", the developer about "your profile". */
  staff?: boolean;
};

/** A submitted attempt's result, in words and numbers. */
export function ResultView({ attempt, taskTitles = {}, passScore, staff = false }: Props) {
  const t = useTranslations("Assessments.result");
  const result = attempt.result;
  if (!result) return null;
  return (
    <Stack spacing={2}>
      {attempt.autoSubmitted ? <Alert severity="info">{t("autoSubmitted")}</Alert> : null}
      {result.kind === "profile" ? (
        <ProfileResult result={result} />
      ) : (
        <ScoredResult result={result} taskTitles={taskTitles} passScore={passScore} staff={staff} />
      )}
    </Stack>
  );
}

function ScoredResult({
  result,
  taskTitles,
  passScore,
  staff,
}: {
  result: Exclude<AttemptResult, { kind: "profile" }>;
  taskTitles: Record<string, string>;
  passScore?: number | null;
  staff: boolean;
}) {
  const t = useTranslations("Assessments.result");
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 2 }}>
        <Typography component="p" variant="h4" fontWeight={800}>
          {t("score", { score: result.score })}
        </Typography>
        <Chip
          color={result.passed ? "success" : "default"}
          label={result.passed ? t("passed") : t("notPassed")}
        />
      </Stack>
      {passScore != null ? (
        <Typography color="text.secondary">{t("passMark", { score: passScore })}</Typography>
      ) : null}
      {result.kind === "quiz" ? (
        <>
          <Typography>
            {t("quizDetail", { correct: result.correct, total: result.total })}
          </Typography>
          {result.passed ? (
            <Alert severity="success" sx={{ mt: 2 }}>
              {t(staff ? "verifiedStaff" : "verified", { skill: result.skill.name })}
            </Alert>
          ) : null}
        </>
      ) : (
        <Box component="ul" sx={{ pl: 2, mb: 0 }}>
          {result.tasks.map((task) => (
            <li key={task.taskId}>
              <Typography>
                {t("taskScore", {
                  title: taskTitles[task.taskId] ?? task.taskId,
                  score: task.score,
                  passed: task.passedTests,
                  total: task.totalTests,
                })}
                {task.language ? "" : ` (${t("notAttempted")})`}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}

export function ProfileResult({ result }: { result: Extract<AttemptResult, { kind: "profile" }> }) {
  const t = useTranslations("Assessments.profile");
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t("resultLead")}</Typography>
      {result.dimensions.map((d) => (
        <Paper key={d.dimension} variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "baseline" }}>
            <Typography component="h3" variant="h6" id={`dim-${d.dimension}`}>
              {t(`dimensions.${d.dimension}.name`)}
            </Typography>
            <Typography fontWeight={700}>
              {d.score} / 100 · {t(`levels.${d.level}`)}
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={d.score}
            aria-labelledby={`dim-${d.dimension}`}
            sx={{ my: 1, height: 8, borderRadius: 4 }}
          />
          <Typography>{t(`dimensions.${d.dimension}.${d.level}`)}</Typography>
        </Paper>
      ))}
      <Typography variant="body2" color="text.secondary">
        {t("answered", { answered: result.answered, total: result.total })}
      </Typography>
    </Stack>
  );
}
