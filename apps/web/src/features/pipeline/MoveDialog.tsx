"use client";

import {
  type BulkStatusResult,
  type Candidate,
  type CandidateStatus,
  candidateStatusLabels,
  errorMessages,
  isErrorCode,
  type OverrideReason,
} from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { EnumSelect } from "@/features/forms/EnumSelect";
import { TextAreaField } from "@/features/forms/TextAreaField";
import { useToast } from "@/features/toast/ToastProvider";
import { apiErrorMessage } from "@/lib/api/errors";
import type { AppLocale } from "@/lib/format/locale";
import { allowedFrom, errorCode } from "./errors";
import { moveRequirements } from "./grouping";
import { OverrideReasonSelect } from "./OverrideReasonSelect";
import { useBulkMove, useMoveCandidate } from "./queries";

type Props = {
  offerId: string;
  /** One card (a move) or several (a bulk change). */
  candidates: Candidate[];
  /** The statuses offered (already filtered by the transition table). */
  options: CandidateStatus[];
  /** The status picked already (from a menu or a drop). */
  initial?: CandidateStatus;
  onClose: () => void;
};

/** A bulk item's refusal in the page's language (the catalogue's text for known codes). */
function failureText(error: { code: string; message: string } | undefined, locale: AppLocale) {
  if (!error) return "";
  return isErrorCode(error.code) ? errorMessages[error.code][locale] : error.message;
}

const fullName = (c: Candidate) => `${c.developer.firstName} ${c.developer.lastName}`.trim();

/**
 * The one way a status changes: pick the new status, give a note when it closes the candidacy
 * and an override reason when presenting without approved interviews. Server refusals are
 * shown in place (a 409 lists the moves that are allowed).
 */
export function MoveDialog({ offerId, candidates, options, initial, onClose }: Props) {
  const t = useTranslations("Pipeline.move");
  const titleId = useId();
  const locale = useLocale() as AppLocale;
  const toast = useToast();
  const move = useMoveCandidate(offerId);
  const bulk = useBulkMove(offerId);
  const [status, setStatus] = useState<CandidateStatus | "">(
    initial ?? (options.length === 1 ? (options[0] ?? "") : ""),
  );
  const [note, setNote] = useState("");
  const [override, setOverride] = useState<OverrideReason | "">("");
  const [problem, setProblem] = useState<string | null>(null);
  const [allowed, setAllowed] = useState<CandidateStatus[]>([]);
  const [asked, setAsked] = useState({ note: false, override: false });
  const [failures, setFailures] = useState<BulkStatusResult["items"]>([]);

  const needs = status
    ? moveRequirements(
        status,
        candidates.map((c) => c.stages),
      )
    : { note: false, override: false };
  const needNote = needs.note || asked.note;
  const needOverride = needs.override || asked.override;
  const busy = move.isPending || bulk.isPending;
  const single = candidates.length === 1 ? candidates[0] : undefined;

  const fail = (error: unknown) => {
    const code = errorCode(error);
    void allowedFrom(error).then(setAllowed);
    if (code === "NOTE_REQUIRED") setAsked((a) => ({ ...a, note: true }));
    if (code === "OVERRIDE_REQUIRED" || code === "STAGES_NOT_APPROVED")
      setAsked((a) => ({ ...a, override: true }));
    setProblem(apiErrorMessage(error, locale));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setAllowed([]);
    if (!status) return setProblem(t("chooseStatus"));
    if (needNote && !note.trim()) return setProblem(t("noteRequired"));
    if (needOverride && !override) return setProblem(t("overrideRequired"));
    const extra = {
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(override ? { overrideReason: override } : {}),
    };
    if (single) {
      move.mutate(
        { id: single.id, body: { status, ...extra } },
        {
          onSuccess: () => {
            toast.success(
              t("moved", { name: fullName(single), status: candidateStatusLabels[status][locale] }),
            );
            onClose();
          },
          onError: fail,
        },
      );
      return;
    }
    bulk.mutate(
      { candidateIds: candidates.map((c) => c.id), status, ...extra },
      {
        onSuccess: (result) => {
          if (result.failed === 0) {
            toast.success(t("bulkMoved", { count: result.moved }));
            onClose();
            return;
          }
          setFailures(result.items.filter((i) => !i.ok));
          setProblem(t("bulkPartial", { moved: result.moved, failed: result.failed }));
        },
        onError: fail,
      },
    );
  };

  const nameOf = (id: string) => {
    const found = candidates.find((c) => c.id === id);
    return found ? fullName(found) : id;
  };

  return (
    <Dialog
      aria-labelledby={titleId}
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>
          {single
            ? t("title", { name: fullName(single) })
            : t("bulkTitle", { count: candidates.length })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {single ? (
              <Typography color="text.secondary">
                {t("current", { status: candidateStatusLabels[single.status][locale] })}
              </Typography>
            ) : null}
            <EnumSelect
              label={t("status")}
              value={status}
              emptyLabel={t("choose")}
              options={options}
              optionLabel={(s) => candidateStatusLabels[s][locale]}
              onChange={setStatus}
              required
            />
            {needNote ? (
              <TextAreaField
                label={t("note")}
                value={note}
                onChange={setNote}
                helperText={t("noteHelp")}
                minRows={3}
                required
                maxLength={2000}
              />
            ) : null}
            {needOverride ? (
              <OverrideReasonSelect
                label={t("override")}
                emptyLabel={t("choose")}
                value={override}
                onChange={setOverride}
                help={t("overrideHelp")}
              />
            ) : null}
            {problem ? (
              <Alert severity="error" role="alert">
                {problem}
                {allowed.length > 0 ? (
                  <>
                    {` ${t("allowed")} `}
                    {allowed.map((s) => candidateStatusLabels[s][locale]).join(", ")}
                  </>
                ) : null}
                {failures.length > 0 ? (
                  <ul>
                    {failures.map((f) => (
                      <li key={f.candidateId}>
                        {`${nameOf(f.candidateId)}: ${failureText(f.error, locale)}`}
                        {f.error?.allowed?.length
                          ? ` (${t("allowed")} ${f.error.allowed.map((s) => candidateStatusLabels[s][locale]).join(", ")})`
                          : ""}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t("cancel")}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t("submit")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
