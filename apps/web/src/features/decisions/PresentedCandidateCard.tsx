"use client";

import {
  englishLevelLabels,
  type InterviewStage,
  interviewStageLabels,
  interviewStageStatusLabels,
  type Locale,
  type PresentedCandidate,
  rejectionReasonLabels,
  type Seniority,
  seniorityLabels,
  techRoleLabel,
} from "@encaja/contracts";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { ButtonLink } from "@/components/ButtonLink";
import { countryName } from "@/lib/format/countries";
import { formatDateTime } from "@/lib/format/dates";
import { ApproveDialog } from "./ApproveDialog";
import { ContactDetails } from "./ContactDetails";
import { RejectDialog } from "./RejectDialog";

const stages: InterviewStage[] = ["soft", "hard", "english"];
const statusColor = {
  pending: "default",
  approved: "success",
  not_approved: "error",
  moved_on: "default",
} as const;

/** One presented candidate: anonymised until approved, with its decision or the buttons to decide. */
export function PresentedCandidateCard({
  offerId,
  item,
}: {
  offerId: string;
  item: PresentedCandidate;
}) {
  const t = useTranslations("Decisions.card");
  const locale = useLocale() as Locale;
  const headingId = useId();
  const [dialog, setDialog] = useState<"approve" | "reject" | null>(null);
  const seniority =
    seniorityLabels[item.card.seniority as Seniority]?.[locale] ?? item.card.seniority;
  const name =
    item.contact?.name ??
    t("anonymous", { role: techRoleLabel(item.card.techRole, locale), seniority });
  const facts = [
    item.card.englishLevel
      ? t("english", {
          level:
            englishLevelLabels[item.card.englishLevel as keyof typeof englishLevelLabels]?.[
              locale
            ] ?? item.card.englishLevel,
        })
      : null,
    item.card.country ? countryName(item.card.country, locale) : null,
    item.matchScore === null ? null : t("match", { score: Math.round(item.matchScore) }),
  ].filter(Boolean);
  const decision = item.decision;
  const decidedBy = decision?.decidedBy ?? t("someone");
  const decidedAt = decision ? formatDateTime(decision.decidedAt, locale) : "";

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 3, borderRadius: 3 }}
    >
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: "center", justifyContent: "space-between", mb: 1 }}
      >
        <Typography component="h3" variant="h6" fontWeight={700} id={headingId}>
          {name}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={statusColor[item.status]}
          label={t(`status.${item.status}`)}
        />
      </Stack>
      <Typography sx={{ mb: 1 }}>{item.snapshot.headline}</Typography>
      {facts.length > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {facts.join(" · ")}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {item.waitingDays === null
          ? t("presented", { date: formatDateTime(item.presentedAt, locale) })
          : t("waiting", { days: item.waitingDays })}
      </Typography>
      <Stack
        component="ul"
        aria-label={t("stagesLabel", { name })}
        direction="row"
        sx={{ listStyle: "none", p: 0, m: 0, mb: 2, flexWrap: "wrap", gap: 1 }}
      >
        {stages.map((stage) => (
          <Typography component="li" variant="body2" key={stage}>
            {t("stage", {
              stage: interviewStageLabels[stage][locale],
              status: interviewStageStatusLabels[item.stages[stage]][locale],
            })}
          </Typography>
        ))}
      </Stack>
      {decision ? (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {decision.decision === "approved"
            ? t("decidedApproved", { name: decidedBy, date: decidedAt })
            : t("decidedRejected", {
                name: decidedBy,
                date: decidedAt,
                reason: decision.reason ? rejectionReasonLabels[decision.reason][locale] : "",
              })}
        </Typography>
      ) : null}
      {decision?.feedback ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t("feedback", { feedback: decision.feedback })}
        </Typography>
      ) : null}
      {item.contact ? <ContactDetails contact={item.contact} /> : null}
      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: "wrap", gap: 1 }}>
        <ButtonLink
          href={`/deep-profile/snapshot/${item.snapshot.id}`}
          variant="outlined"
          aria-label={t("viewProfileLabel", { name })}
        >
          {t("viewProfile")}
        </ButtonLink>
        {item.status === "pending" ? (
          <>
            <Button
              variant="contained"
              onClick={() => setDialog("approve")}
              aria-label={t("approveLabel", { name })}
            >
              {t("approve")}
            </Button>
            <Button
              variant="outlined"
              color="error"
              onClick={() => setDialog("reject")}
              aria-label={t("rejectLabel", { name })}
            >
              {t("reject")}
            </Button>
          </>
        ) : null}
      </Stack>
      {dialog === "approve" ? (
        <ApproveDialog
          offerId={offerId}
          candidateId={item.candidateId}
          name={name}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === "reject" ? (
        <RejectDialog
          offerId={offerId}
          candidateId={item.candidateId}
          name={name}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Paper>
  );
}
