"use client";

import {
  type EnglishLevel,
  englishLevelLabels,
  englishLevels,
  type InterviewResult,
  type InterviewType,
  interviewResultLabels,
  interviewResults,
} from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { EnumSelect } from "@/features/forms/EnumSelect";
import { apiErrorMessage } from "@/lib/api/errors";
import type { AppLocale } from "@/lib/format/locale";
import { useCompleteInterview } from "./queries";

/** "Complete": the result (and the CEFR level of an English check), confirmed, then final. */
export function CompleteInterview({
  id,
  type,
  flush,
}: {
  id: string;
  type: InterviewType;
  /** Saves the scorecard's pending changes first. */
  flush: () => Promise<boolean>;
}) {
  const t = useTranslations("Interviewers.complete");
  const locale = useLocale() as AppLocale;
  const complete = useCompleteInterview(id);
  const [result, setResult] = useState<InterviewResult | "">("");
  const [level, setLevel] = useState<EnglishLevel | "">("");
  const [missing, setMissing] = useState<{ result?: string; level?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const english = type === "english";

  const ask = () => {
    const found = {
      ...(result ? {} : { result: t("resultRequired") }),
      ...(english && !level ? { level: t("levelRequired") } : {}),
    };
    setMissing(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };
  const confirm = async () => {
    if (!result) return;
    setProblem(null);
    if (!(await flush())) {
      setConfirming(false);
      setProblem(t("saveFirst"));
      return;
    }
    complete.mutate(
      { result, ...(english && level ? { englishLevel: level } : {}) },
      {
        onSettled: () => setConfirming(false),
        onError: (error) => setProblem(apiErrorMessage(error, locale)),
      },
    );
  };

  return (
    <Box component="section" aria-labelledby="complete-title" sx={{ mt: 2 }}>
      <Typography id="complete-title" component="h3" variant="h6" fontWeight={700} gutterBottom>
        {t("title")}
      </Typography>
      <Stack spacing={2}>
        <FormControl error={Boolean(missing.result)}>
          <FormLabel id="result-label">{t("result")}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="result-label"
            value={result}
            onChange={(_, value) => setResult(value as InterviewResult)}
          >
            {interviewResults.map((r) => (
              <FormControlLabel
                key={r}
                value={r}
                control={<Radio />}
                label={interviewResultLabels[r][locale]}
              />
            ))}
          </RadioGroup>
          {missing.result ? <FormHelperText>{missing.result}</FormHelperText> : null}
        </FormControl>
        {english ? (
          <EnumSelect
            label={t("englishLevel")}
            value={level}
            emptyLabel={t("chooseLevel")}
            options={englishLevels}
            optionLabel={(l) => englishLevelLabels[l][locale]}
            onChange={setLevel}
            error={missing.level}
            required
            sx={{ maxWidth: 320 }}
          />
        ) : null}
        {problem ? (
          <Alert severity="error" role="alert" sx={{ whiteSpace: "pre-line" }}>
            {problem}
          </Alert>
        ) : null}
        <Button variant="contained" onClick={ask} sx={{ alignSelf: "flex-start" }}>
          {t("submit")}
        </Button>
      </Stack>
      <Dialog
        open={confirming}
        onClose={() => (complete.isPending ? undefined : setConfirming(false))}
        aria-labelledby="complete-dialog-title"
      >
        <DialogTitle id="complete-dialog-title">{t("confirmTitle")}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t("confirmText", {
              result: result ? interviewResultLabels[result][locale] : "",
            })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={complete.isPending}>
            {t("cancel")}
          </Button>
          <Button variant="contained" onClick={() => void confirm()} disabled={complete.isPending}>
            {t("confirm")}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
