"use client";

import type { AttemptDetail, CodeLanguage, CodeTask, RunResult } from "@encaja/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Select from "@mui/material/Select";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { MarkdownText } from "@/features/markdown/Markdown";
import { useApiErrorToast } from "@/lib/api/hooks";
import { CodeEditor } from "./CodeEditor";
import { useRunSamples, useSaveAnswer } from "./queries";
import { RunResults } from "./RunResults";
import { pick } from "./text";

type Draft = { language: CodeLanguage; code: string };

const initialDrafts = (attempt: AttemptDetail): Record<string, Draft> =>
  Object.fromEntries(
    attempt.tasks.map((task) => {
      const saved = attempt.code[task.id];
      return [task.id, saved ?? { language: "javascript", code: task.starter.javascript }];
    }),
  );

/** The code assessment: one tab per task, an editor, sample runs and autosave. */
export function CodeScreen({
  attempt,
  registerFlush,
}: {
  attempt: AttemptDetail;
  /** Lets the page save pending code before it submits. */
  registerFlush: (flush: () => Promise<void>) => void;
}) {
  const t = useTranslations("Assessments.code");
  const locale = useLocale();
  const [tab, setTab] = useState(0);
  const [drafts, setDrafts] = useState(() => initialDrafts(attempt));
  const [runs, setRuns] = useState<Record<string, RunResult>>({});
  const dirty = useRef(new Set<string>());
  const save = useSaveAnswer(attempt.id);
  const runSamples = useRunSamples(attempt.id);
  const showError = useApiErrorToast();
  const draftsRef = useRef(drafts);
  draftsRef.current = drafts;

  const saveAsync = save.mutateAsync;
  const flush = useCallback(async () => {
    for (const taskId of [...dirty.current]) {
      dirty.current.delete(taskId);
      const draft = draftsRef.current[taskId];
      if (draft) await saveAsync({ questionId: taskId, answer: draft });
    }
  }, [saveAsync]);
  useEffect(() => registerFlush(flush), [flush, registerFlush]);
  // Autosave a few seconds after typing stops (each edit changes `drafts` and restarts the timer).
  // biome-ignore lint/correctness/useExhaustiveDependencies: drafts is the trigger, read via the ref.
  useEffect(() => {
    if (!dirty.current.size) return;
    const timer = setTimeout(() => void flush().catch(showError), 2_000);
    return () => clearTimeout(timer);
  }, [drafts, flush, showError]);

  const task: CodeTask | undefined = attempt.tasks[tab];
  if (!task) return null;
  const draft = drafts[task.id]!;
  const title = pick(task.title, locale);
  const update = (next: Draft) => {
    dirty.current.add(task.id);
    setDrafts((all) => ({ ...all, [task.id]: next }));
  };
  const changeLanguage = (language: CodeLanguage) => {
    const untouched = draft.code === task.starter[draft.language];
    update({ language, code: untouched ? task.starter[language] : draft.code });
  };

  return (
    <Stack spacing={3}>
      <Tabs
        value={tab}
        onChange={(_, value: number) => setTab(value)}
        aria-label={t("tasks")}
        variant="scrollable"
      >
        {attempt.tasks.map((item, index) => (
          <Tab
            key={item.id}
            id={`task-tab-${index}`}
            aria-controls={`task-panel-${index}`}
            label={t("task", { number: index + 1, title: pick(item.title, locale) })}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`task-panel-${tab}`} aria-labelledby={`task-tab-${tab}`}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <Typography component="h2" variant="h5" fontWeight={700}>
              {title}
            </Typography>
            <Chip size="small" label={t(`difficulty.${task.difficulty}`)} />
          </Stack>
          <MarkdownText markdown={pick(task.statement, locale)} />
          <FormControl size="small" sx={{ maxWidth: 220 }}>
            <InputLabel id={`lang-${task.id}`}>{t("language")}</InputLabel>
            <Select
              labelId={`lang-${task.id}`}
              label={t("language")}
              value={draft.language}
              onChange={(e) => changeLanguage(e.target.value as CodeLanguage)}
            >
              <MenuItem value="javascript">{t("languages.javascript")}</MenuItem>
              <MenuItem value="typescript">{t("languages.typescript")}</MenuItem>
            </Select>
          </FormControl>
          <Typography id={`editor-help-${task.id}`} variant="body2" color="text.secondary">
            {t("editorHelp", { name: task.functionName })}
          </Typography>
          <CodeEditor
            key={task.id}
            value={draft.code}
            language={draft.language}
            label={t("editor", { title })}
            describedBy={`editor-help-${task.id}`}
            onChange={(code) => update({ ...draft, code })}
          />
          <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
            <Button
              variant="outlined"
              disabled={runSamples.isPending}
              onClick={() =>
                runSamples.mutate(
                  { taskId: task.id, language: draft.language, code: draft.code },
                  {
                    onSuccess: (result) => {
                      dirty.current.delete(task.id);
                      setRuns((all) => ({ ...all, [task.id]: result }));
                    },
                    onError: showError,
                  },
                )
              }
            >
              {runSamples.isPending ? t("running") : t("run")}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {t("hiddenTests", { count: task.hiddenTestCount })}
            </Typography>
          </Stack>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography component="h3" variant="h6" gutterBottom>
              {t("samples")}
            </Typography>
            {runs[task.id] ? (
              <RunResults result={runs[task.id]!} />
            ) : (
              <RunResults samples={task.samples} />
            )}
          </Paper>
        </Stack>
      </Box>
    </Stack>
  );
}
