"use client";

import type { AssessmentQuestion, AttemptDetail } from "@encaja/contracts";
import Box from "@mui/material/Box";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { memo, useCallback, useRef, useState } from "react";
import { InlineMarkdown } from "@/features/markdown/Markdown";
import { useApiErrorToast } from "@/lib/api/hooks";
import { useSaveAnswer } from "./queries";
import { pick } from "./text";

const likert = ["1", "2", "3", "4", "5"] as const;

/**
 * Quiz questions (their options) or profile statements (a 1–5 scale), each a labelled radio
 * group. Every choice is saved at once; the attempt resumes from what the server holds.
 */
export function QuestionList({ attempt }: { attempt: AttemptDetail }) {
  const t = useTranslations("Assessments");
  const [answers, setAnswers] = useState<Record<string, number>>(attempt.answers);
  const answersRef = useRef(answers);
  answersRef.current = answers;
  const [pending, setPending] = useState(0);
  const save = useSaveAnswer(attempt.id).mutateAsync;
  const showError = useApiErrorToast();
  const isProfile = attempt.kind === "profile";
  const total = attempt.questions.length;
  const answered = Object.keys(answers).length;
  // Saves go out one after another, so the server keeps the last choice made.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const choose = useCallback(
    (questionId: string, value: number) => {
      const previous = answersRef.current[questionId];
      setAnswers((all) => ({ ...all, [questionId]: value }));
      setPending((n) => n + 1);
      queue.current = queue.current
        .then(() => save({ questionId, answer: value }))
        .catch((error: unknown) => {
          setAnswers((all) => {
            if (all[questionId] !== value) return all;
            const next = { ...all };
            if (previous === undefined) delete next[questionId];
            else next[questionId] = previous;
            return next;
          });
          showError(error);
        })
        .finally(() => setPending((n) => n - 1));
    },
    [save, showError],
  );

  return (
    <Stack spacing={2}>
      <Box>
        <Stack direction="row" sx={{ justifyContent: "space-between", mb: 0.5 }}>
          <Typography variant="body2">{t("attempt.progress", { answered, total })}</Typography>
          <Typography variant="body2" color="text.secondary" role="status">
            {pending ? t("attempt.saving") : answered ? t("attempt.saved") : ""}
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={total ? (answered / total) * 100 : 0}
          aria-label={t("attempt.progress", { answered, total })}
        />
      </Box>
      {attempt.questions.map((question, index) => (
        <QuestionRow
          key={question.id}
          question={question}
          index={index}
          value={answers[question.id]}
          likertScale={isProfile}
          onChoose={choose}
        />
      ))}
    </Stack>
  );
}

/** One question; memoised so answering re-renders only its own radio group. */
const QuestionRow = memo(function QuestionRow({
  question,
  index,
  value,
  likertScale,
  onChoose,
}: {
  question: AssessmentQuestion;
  index: number;
  value: number | undefined;
  likertScale: boolean;
  onChoose: (questionId: string, value: number) => void;
}) {
  const t = useTranslations("Assessments");
  const locale = useLocale();
  const labelId = `q-${question.id}`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <FormControl component="fieldset" sx={{ width: "100%" }}>
        <FormLabel id={labelId} component="legend" sx={{ color: "text.primary", mb: 1 }}>
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ display: "block" }}
          >
            {t("attempt.question", { number: index + 1 })}
          </Typography>
          <Typography component="span" fontWeight={600}>
            <InlineMarkdown markdown={pick(question.prompt, locale)} />
          </Typography>
        </FormLabel>
        {question.code ? (
          <Box
            component="pre"
            sx={{
              m: 0,
              mb: 1,
              p: 1.5,
              bgcolor: "action.hover",
              borderRadius: 1,
              overflowX: "auto",
              fontFamily: "ui-monospace, Menlo, monospace",
              fontSize: 13,
            }}
          >
            {question.code}
          </Box>
        ) : null}
        <RadioGroup
          aria-labelledby={labelId}
          row={likertScale}
          value={value === undefined ? "" : String(value)}
          onChange={(e) => onChoose(question.id, Number(e.target.value))}
        >
          {likertScale
            ? likert.map((v) => (
                <FormControlLabel
                  key={v}
                  value={v}
                  control={<Radio />}
                  label={t(`profile.likert.${v}`)}
                />
              ))
            : question.options.map((option, i) => (
                <FormControlLabel
                  // biome-ignore lint/suspicious/noArrayIndexKey: options are positional (answer = index).
                  key={i}
                  value={String(i)}
                  control={<Radio />}
                  label={<InlineMarkdown markdown={pick(option, locale)} />}
                />
              ))}
        </RadioGroup>
      </FormControl>
    </Paper>
  );
});
