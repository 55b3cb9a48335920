"use client";

import {
  type InterviewQuestion,
  type InterviewType,
  interviewStages,
  interviewTypeLabels,
  type QuestionLevel,
  questionLevels,
  seniorityLabels,
} from "@encaja/contracts";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { EnumSelect } from "@/features/forms/EnumSelect";
import { useCall, useToastedWrite } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import type { AppLocale } from "@/lib/format/locale";
import { type PickedSkill, SkillPicker } from "./SkillPicker";
import { questionsQueryKey, type Subject, subjectOf, subjectsOf } from "./subjects";
import { useSubjectLabel } from "./useSubjectLabel";

/** Adds a question (no `question`) or edits one, in both languages. */
export function QuestionDialog({
  question,
  onClose,
}: {
  question?: InterviewQuestion;
  onClose: () => void;
}) {
  const t = useTranslations("AdminQuestions.form");
  const locale = useLocale() as AppLocale;
  const subjectLabel = useSubjectLabel();
  const call = useCall();
  const client = useQueryClient();
  const write = useToastedWrite();
  const titleId = useId();
  const [kind, setKind] = useState<InterviewType>(question?.kind ?? "hard");
  const [subject, setSubject] = useState<Subject>(question ? subjectOf(question) : "skill");
  const [skill, setSkill] = useState<PickedSkill | null>(question?.skill ?? null);
  const [level, setLevel] = useState<QuestionLevel>(question?.level ?? "junior");
  const [textEs, setTextEs] = useState(question?.textEs ?? "");
  const [textEn, setTextEn] = useState(question?.textEn ?? "");
  const [position, setPosition] = useState(String(question?.position ?? 0));
  const [active, setActive] = useState(question?.active ?? true);
  const subjects = subjectsOf(kind);

  const changeKind = (next: InterviewType) => {
    setKind(next);
    const offered = subjectsOf(next);
    if (!offered.includes(subject)) setSubject(offered[0]!);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      kind,
      skillCode: subject === "skill" ? (skill?.code ?? null) : null,
      criterion: subject === "skill" || subject === "any_skill" ? null : subject,
      level,
      textEs,
      textEn,
      position: Number.parseInt(position, 10) || 0,
      active,
    };
    const saved = await write.run(
      () =>
        question
          ? call(routes.adminQuestions.update, { params: { id: question.id }, body })
          : call(routes.adminQuestions.create, { body }),
      () => t(question ? "saved" : "added"),
      () => client.invalidateQueries({ queryKey: questionsQueryKey }),
    );
    if (saved) onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit}>
        <DialogTitle id={titleId}>{t(question ? "editTitle" : "addTitle")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <EnumSelect
              label={t("kind")}
              options={interviewStages}
              optionLabel={(k) => interviewTypeLabels[k][locale]}
              value={kind}
              onChange={changeKind}
            />
            <EnumSelect
              label={t("about")}
              options={subjects}
              optionLabel={subjectLabel}
              value={subject}
              onChange={setSubject}
            />
            {subject === "skill" ? (
              <SkillPicker label={t("skill")} value={skill} onChange={setSkill} required />
            ) : null}
            <EnumSelect
              label={t("level")}
              options={questionLevels}
              optionLabel={(l) => seniorityLabels[l][locale]}
              value={level}
              onChange={setLevel}
            />
            <TextField
              label={t("textEs")}
              value={textEs}
              onChange={(e) => setTextEs(e.target.value)}
              required
              multiline
              minRows={2}
              helperText={subject === "any_skill" ? t("skillPlaceholder") : undefined}
              slotProps={{ htmlInput: { maxLength: 500, lang: "es" } }}
            />
            <TextField
              label={t("textEn")}
              value={textEn}
              onChange={(e) => setTextEn(e.target.value)}
              required
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 500, lang: "en" } }}
            />
            <TextField
              label={t("position")}
              type="number"
              value={position}
              onChange={(e) => setPosition(e.target.value)}
              helperText={t("positionHelp")}
              slotProps={{ htmlInput: { min: 0, max: 999 } }}
            />
            <FormControlLabel
              control={<Checkbox checked={active} onChange={(e) => setActive(e.target.checked)} />}
              label={t("active")}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("cancel")}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={write.busy || (subject === "skill" && !skill)}
          >
            {t("save")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
