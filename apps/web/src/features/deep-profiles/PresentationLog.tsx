"use client";

import {
  type CandidateDecision,
  decisionOutcomeLabels,
  rejectionReasonLabels,
  roleLabels,
} from "@encaja/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { DataTable } from "@/components/DataTable";
import { SectionCard } from "@/components/SectionCard";
import { TextAreaField } from "@/features/forms/TextAreaField";
import { useToast } from "@/features/toast/ToastProvider";
import { useApiErrorToast } from "@/lib/api/hooks";
import { formatDateTime } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { usePresentations, useShareDecision } from "./queries";

function ShareForm({
  candidateId,
  decision,
}: {
  candidateId: string;
  decision: CandidateDecision;
}) {
  const t = useTranslations("DeepProfiles.snapshot");
  const toast = useToast();
  const showError = useApiErrorToast();
  const share = useShareDecision(candidateId);
  const [message, setMessage] = useState(decision.developerMessage ?? "");
  const send = (developerMessage: string | null) =>
    share.mutate(
      { id: decision.id, developerMessage },
      {
        onSuccess: () => toast.success(developerMessage ? t("sharedToast") : t("unsharedToast")),
        onError: showError,
      },
    );
  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        if (message.trim()) send(message.trim());
      }}
      sx={{ mt: 2 }}
    >
      <TextAreaField
        label={t("shareLabel")}
        helperText={t("shareHelp")}
        value={message}
        onChange={setMessage}
        fullWidth
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button type="submit" variant="contained" disabled={share.isPending || !message.trim()}>
          {t("shareSave")}
        </Button>
        {decision.developerMessage ? (
          <Button onClick={() => send(null)} disabled={share.isPending}>
            {t("shareStop")}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}

function DecisionBlock({
  candidateId,
  decision,
}: {
  candidateId: string;
  decision: CandidateDecision | null;
}) {
  const t = useTranslations("DeepProfiles.snapshot");
  const locale = useLocale() as AppLocale;
  if (!decision) return <Typography>{t("noDecision")}</Typography>;
  return (
    <>
      <Typography fontWeight={700}>
        {decisionOutcomeLabels[decision.decision][locale]}
        {" · "}
        {t("decidedBy", {
          name: decision.decidedBy ?? "—",
          date: formatDateTime(decision.decidedAt, locale),
        })}
      </Typography>
      {decision.reason ? (
        <Typography>
          {t("reason")}: {rejectionReasonLabels[decision.reason][locale]}
        </Typography>
      ) : null}
      {decision.feedback ? (
        <Typography>
          {t("feedback")}: {decision.feedback}
        </Typography>
      ) : null}
      <ShareForm candidateId={candidateId} decision={decision} />
    </>
  );
}

/** Staff only: the decision on this snapshot and who opened it (GET /candidates/{id}/presentations). */
export function PresentationLog({
  candidateId,
  snapshotId,
}: {
  candidateId: string;
  snapshotId: string;
}) {
  const t = useTranslations("DeepProfiles.snapshot");
  const locale = useLocale() as AppLocale;
  const presentations = usePresentations(candidateId, true);
  const item = presentations.data?.items.find((i) => i.id === snapshotId);
  if (!item) return null;
  return (
    <>
      <SectionCard id="dp-decision" title={t("decision")}>
        <DecisionBlock candidateId={candidateId} decision={item.decision} />
      </SectionCard>
      <SectionCard id="dp-views" title={t("views")}>
        {item.views.length === 0 ? (
          <Typography>{t("noViews")}</Typography>
        ) : (
          <DataTable
            labelledBy="dp-views-title"
            columns={[t("viewer"), t("role"), t("kind"), t("when")]}
          >
            {item.views.map((v) => (
              <TableRow key={v.id}>
                <TableCell>{v.viewer ?? "—"}</TableCell>
                <TableCell>{roleLabels[v.role][locale]}</TableCell>
                <TableCell>{t(`viewKind.${v.kind}`)}</TableCell>
                <TableCell>
                  <time dateTime={v.viewedAt}>{formatDateTime(v.viewedAt, locale)}</time>
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
        )}
      </SectionCard>
    </>
  );
}
