"use client";

import {
  type ImportProfileSource,
  type ImportReport,
  importColumns,
  importProfileSources,
  type RawImportRow,
} from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Container from "@mui/material/Container";
import FormControlLabel from "@mui/material/FormControlLabel";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { PageHeading } from "@/components/PageHeading";
import { SectionCard } from "@/components/SectionCard";
import { useApiErrorToast, useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { ImportReportView } from "./ImportReportView";
import { type ImportFileProblem, parseImportFile, withDefaultSource } from "./parseImportFile";
import { useChunkedImport } from "./useChunkedImport";

/**
 * /admin/imports: a superAdmin picks a CSV or JSON file (or pastes one), validates every row
 * (nothing written), then imports the file in chunks with a progress bar. Import is offered
 * only when no row has an error.
 */
export function AdminImports() {
  const t = useTranslations("AdminImports");
  const call = useCall();
  const showError = useApiErrorToast();
  const fileId = useId();
  const [content, setContent] = useState("");
  const [fileName, setFileName] = useState<string | null>(null);
  const [source, setSource] = useState<ImportProfileSource>("dataset");
  const [sendInvitations, setSendInvitations] = useState(true);
  const [problem, setProblem] = useState<ImportFileProblem | null>(null);
  const [checked, setChecked] = useState<{ rows: RawImportRow[]; report: ImportReport } | null>(
    null,
  );
  const [validating, setValidating] = useState(false);
  const importer = useChunkedImport();

  const changeInput = (next: string, name: string | null) => {
    setContent(next);
    setFileName(name);
    setProblem(null);
    setChecked(null);
    importer.reset();
  };

  const validate = async () => {
    const parsed = parseImportFile(content);
    if (!parsed.ok) {
      setProblem(parsed.problem);
      return;
    }
    const rows = withDefaultSource(parsed.rows, source);
    setValidating(true);
    try {
      const report = await call(routes.adminImports.validate, { body: { rows } });
      setChecked({ rows, report });
    } catch (error) {
      showError(error);
    } finally {
      setValidating(false);
    }
  };

  const report = checked?.report;
  const canImport =
    report !== undefined && report.totals.invalid === 0 && report.totals.toCreate > 0;
  const progress = importer.progress;
  const finished = progress !== null && !importer.running;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading title={t("title")} lead={t("lead")} />
      <Stack spacing={3}>
        <SectionCard id="import-file" title={t("fileHeading")}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t("columnsHelp", { columns: importColumns.join(", ") })}
          </Typography>
          <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
              <Button component="label" htmlFor={fileId} variant="outlined">
                {t("chooseFile")}
                <input
                  id={fileId}
                  type="file"
                  accept=".csv,.json,text/csv,application/json"
                  hidden
                  onChange={async (e) => {
                    const file = e.target.files?.[0];
                    e.target.value = "";
                    if (file) changeInput(await file.text(), file.name);
                  }}
                />
              </Button>
              <Typography variant="body2">{fileName ?? t("noFile")}</Typography>
            </Stack>
            <TextField
              label={t("paste")}
              helperText={t("pasteHelp")}
              multiline
              minRows={4}
              maxRows={12}
              fullWidth
              value={fileName ? "" : content}
              onChange={(e) => changeInput(e.target.value, null)}
              slotProps={{ htmlInput: { spellCheck: false } }}
            />
            <TextField
              select
              label={t("source")}
              helperText={t("sourceHelp")}
              value={source}
              onChange={(e) => {
                setSource(e.target.value as ImportProfileSource);
                setChecked(null);
              }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 280 }}
            >
              {importProfileSources.map((s) => (
                <option key={s} value={s}>
                  {t(`sources.${s}`)}
                </option>
              ))}
            </TextField>
            <FormControlLabel
              control={
                <Checkbox
                  checked={sendInvitations}
                  onChange={(e) => setSendInvitations(e.target.checked)}
                />
              }
              label={t("invite")}
            />
            {problem ? <Alert severity="error">{t(`problems.${problem}`)}</Alert> : null}
            <Button variant="contained" onClick={validate} disabled={!content.trim() || validating}>
              {validating ? t("validating") : t("validate")}
            </Button>
          </Stack>
        </SectionCard>

        {checked && report ? (
          <SectionCard id="import-report" title={t("reportHeading")}>
            <ImportReportView report={report} rows={checked.rows} />
            <Stack spacing={2} sx={{ mt: 3, alignItems: "flex-start" }}>
              {report.totals.invalid > 0 ? (
                <Alert severity="warning">{t("fixFirst", { count: report.totals.invalid })}</Alert>
              ) : null}
              <Button
                variant="contained"
                disabled={!canImport || importer.running || finished}
                onClick={() => importer.start(checked.rows, sendInvitations)}
              >
                {t("importButton", { count: report.totals.toCreate })}
              </Button>
              {progress ? (
                <Stack spacing={1} sx={{ width: "100%" }}>
                  <LinearProgress
                    variant="determinate"
                    value={Math.round((progress.done / progress.total) * 100)}
                    aria-label={t("progressLabel")}
                    sx={{ height: 10, borderRadius: 5 }}
                  />
                  <Typography variant="body2">
                    {t("progressText", { done: progress.done, total: progress.total })}
                  </Typography>
                </Stack>
              ) : null}
            </Stack>
          </SectionCard>
        ) : null}

        {progress && finished ? (
          <SectionCard id="import-result" title={t("resultHeading")}>
            {progress.error ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                {t("partial", { created: progress.result.created })}
              </Alert>
            ) : null}
            <Typography component="ul" sx={{ m: 0, pl: 2.5 }}>
              <li>{t("result.created", { count: progress.result.created })}</li>
              <li>{t("result.skipped", { count: progress.result.skipped })}</li>
              <li>{t("result.invited", { count: progress.result.invited })}</li>
            </Typography>
          </SectionCard>
        ) : null}
      </Stack>
    </Container>
  );
}
