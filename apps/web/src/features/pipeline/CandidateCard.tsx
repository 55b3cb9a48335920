"use client";

import {
  type Candidate,
  type CandidateStatus,
  candidateOriginLabels,
  candidateStatusLabels,
  type InterviewSummary,
  interviewStageLabels,
  interviewStageStatusLabels,
  type MatchingInterview,
} from "@encaja/contracts";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Divider from "@mui/material/Divider";
import ListSubheader from "@mui/material/ListSubheader";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { AppLink } from "@/components/AppLink";
import { CardInterviews } from "@/features/interviews/pipeline/CardInterviews";
import { newInterviewPath } from "@/features/interviews/pipeline/interviewLinks";
import { Link } from "@/i18n/navigation";
import type { AppLocale } from "@/lib/format/locale";
import { groupMoves, movesFrom } from "./grouping";

type Props = {
  candidate: Candidate;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onMove: (to: CandidateStatus) => void;
  onHistory: () => void;
  onInterview: () => void;
  /** The candidate's soft, hard and English interviews. */
  interviews: readonly InterviewSummary[];
  /** The newest matching interview, if any. */
  matchingInterview: MatchingInterview | null;
};

/**
 * One candidate on the board: draggable (pointer users), and the same moves through the
 * "Move to…" menu button (keyboard and assistive technology), plus history and interview.
 */
export function CandidateCard({
  candidate,
  selected,
  onSelect,
  onMove,
  onHistory,
  onInterview,
  interviews,
  matchingInterview,
}: Props) {
  const t = useTranslations("Pipeline.card");
  const locale = useLocale() as AppLocale;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = `${candidate.developer.firstName} ${candidate.developer.lastName}`.trim();
  const moves = movesFrom(candidate.status);
  const canInterview =
    candidate.status === "matching_interview_scheduled" ||
    moves.includes("matching_interview_scheduled");
  // Only the interview stages with a result: "pending" everywhere is the usual case.
  const stages = (["soft", "hard", "english"] as const)
    .filter((s) => candidate.stages[s] !== "pending")
    .map(
      (s) =>
        `${interviewStageLabels[s][locale]}: ${interviewStageStatusLabels[candidate.stages[s]][locale]}`,
    )
    .join(" · ");
  return (
    <Paper
      component="li"
      variant="outlined"
      draggable
      onDragStart={(e) => {
        e.dataTransfer.setData("text/plain", candidate.id);
        e.dataTransfer.effectAllowed = "move";
      }}
      aria-label={name}
      sx={{
        p: { xs: 1.5, lg: 1 },
        borderRadius: 2,
        listStyle: "none",
        cursor: "grab",
        overflowWrap: "anywhere",
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
        <Checkbox
          size="small"
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          slotProps={{ input: { "aria-label": t("select", { name }) } }}
          sx={{ p: 0.5 }}
        />
        <Stack sx={{ minWidth: 0, flex: 1 }}>
          <AppLink href={`/profiles/${candidate.developerId}`} sx={{ fontWeight: 700 }}>
            {name}
          </AppLink>
          <Typography variant="body2">{candidateStatusLabels[candidate.status][locale]}</Typography>
          <Typography variant="caption" color="text.secondary">
            {candidateOriginLabels[candidate.origin][locale]}
            {candidate.matchScore !== null
              ? ` · ${t("score", { score: Math.round(candidate.matchScore) })}`
              : ""}
          </Typography>
          {stages ? (
            <Typography variant="caption" color="text.secondary">
              {stages}
            </Typography>
          ) : null}
          <CardInterviews
            name={name}
            interviews={interviews}
            matchingInterview={matchingInterview}
          />
        </Stack>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.5, mt: 1 }}>
        <Button
          size="small"
          variant="outlined"
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? "true" : undefined}
          aria-label={t("moveLabel", { name })}
          disabled={moves.length === 0}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          {t("move")}
        </Button>
        <Button size="small" onClick={onHistory} aria-label={t("historyLabel", { name })}>
          {t("history")}
        </Button>
        {canInterview ? (
          <Button size="small" onClick={onInterview} aria-label={t("interviewLabel", { name })}>
            {t("interview")}
          </Button>
        ) : null}
        {moves.length > 0 ? (
          <Button
            size="small"
            component={Link}
            prefetch={false}
            href={newInterviewPath(candidate)}
            aria-label={t("scheduleInterviewLabel", { name })}
          >
            {t("scheduleInterview")}
          </Button>
        ) : null}
      </Stack>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {groupMoves(moves).flatMap(({ group, statuses }, index) => [
          index > 0 ? (
            <Divider key={`${group}-divider`} component="li" role="presentation" />
          ) : null,
          <ListSubheader key={group} role="presentation" sx={{ lineHeight: 2.5 }}>
            {t(`moveGroups.${group}`)}
          </ListSubheader>,
          ...statuses.map((status) => (
            <MenuItem
              key={status}
              onClick={() => {
                setAnchor(null);
                onMove(status);
              }}
            >
              {candidateStatusLabels[status][locale]}
            </MenuItem>
          )),
        ])}
      </Menu>
    </Paper>
  );
}
