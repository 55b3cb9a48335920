"use client";

import {
  type Candidate,
  type CandidateEvent,
  candidateStatusLabels,
  type InterviewSummary,
  interviewStageLabels,
  interviewStageStatusLabels,
  type MatchingInterview,
  overrideReasonLabels,
} from "@encaja/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Drawer from "@mui/material/Drawer";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { QueryList } from "@/components/QueryList";
import { CandidateLinks } from "@/features/deep-profiles/CandidateLinks";
import { DrawerInterviews } from "@/features/interviews/pipeline/DrawerInterviews";
import { formatDateTime } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { useHistory } from "./queries";

/** The headline of one event: added, moved (from → to), or interview results updated. */
function EventTitle({ event, locale }: { event: CandidateEvent; locale: AppLocale }) {
  const t = useTranslations("Pipeline.history");
  const label = (status: CandidateEvent["to"]) => candidateStatusLabels[status][locale];
  if (event.kind === "added" || !event.from) return <>{t("added", { to: label(event.to) })}</>;
  if (event.kind === "stages") return <>{t("stages", { status: label(event.to) })}</>;
  return <>{t("moved", { from: label(event.from), to: label(event.to) })}</>;
}

/** Each interview stage result the event changed, "Soft interview: Pending → Approved". */
function StageChanges({ event, locale }: { event: CandidateEvent; locale: AppLocale }) {
  const t = useTranslations("Pipeline.history");
  if (event.stageChanges.length === 0) return null;
  return (
    <Box component="ul" aria-label={t("stageChangesLabel")} sx={{ m: 0, pl: 2.5 }}>
      {event.stageChanges.map((change) => (
        <Typography component="li" variant="body2" key={change.stage}>
          {t("stageChange", {
            stage: interviewStageLabels[change.stage][locale],
            from: interviewStageStatusLabels[change.from][locale],
            to: interviewStageStatusLabels[change.to][locale],
          })}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * A candidate's full record: every status change and interview result change, who made it,
 * with its note and override.
 */
export function HistoryDrawer({
  candidate,
  interviews,
  matchingInterviews,
  onClose,
}: {
  candidate: Candidate;
  interviews: readonly InterviewSummary[];
  matchingInterviews: readonly MatchingInterview[];
  onClose: () => void;
}) {
  const t = useTranslations("Pipeline.history");
  const locale = useLocale() as AppLocale;
  const history = useHistory(candidate.id);
  const titleId = useId();
  const name = `${candidate.developer.firstName} ${candidate.developer.lastName}`.trim();
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      // The drawer's paper is the dialog: it carries the name.
      slotProps={{ paper: { role: "dialog", "aria-labelledby": titleId } }}
    >
      <Box sx={{ width: { xs: "100vw", sm: 420 }, p: 3 }}>
        <Typography id={titleId} component="h2" variant="h6" fontWeight={700}>
          {t("title", { name })}
        </Typography>
        <CandidateLinks candidateId={candidate.id} developerId={candidate.developerId} />
        <DrawerInterviews interviews={interviews} matchingInterviews={matchingInterviews} />
        <Typography component="h3" variant="subtitle1" fontWeight={700} sx={{ mt: 2 }}>
          {t("statusesTitle")}
        </Typography>
        <QueryList
          query={history}
          items={history.data?.items ?? []}
          loadError={t("loadError")}
          empty={<Typography color="text.secondary">{t("empty")}</Typography>}
          loading={<CircularProgress size={24} aria-label={t("loading")} />}
        >
          {(shown) => (
            <List aria-label={t("listLabel")}>
              {shown.map((event) => (
                <ListItem key={event.id} divider sx={{ display: "block", px: 0 }}>
                  <Typography fontWeight={600}>
                    <EventTitle event={event} locale={locale} />
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {`${formatDateTime(event.createdAt, locale)} · ${event.actor?.name ?? t("system")}`}
                  </Typography>
                  <StageChanges event={event} locale={locale} />
                  {event.note ? (
                    <Typography variant="body2">{t("note", { note: event.note })}</Typography>
                  ) : null}
                  {event.overrideReason ? (
                    <Typography variant="body2">
                      {t("override", {
                        reason: overrideReasonLabels[event.overrideReason][locale],
                      })}
                    </Typography>
                  ) : null}
                </ListItem>
              ))}
            </List>
          )}
        </QueryList>
        <Button onClick={onClose} variant="outlined" sx={{ mt: 2 }}>
          {t("close")}
        </Button>
      </Box>
    </Drawer>
  );
}
