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
import Divider from "@mui/material/Divider";
import ListSubheader from "@mui/material/ListSubheader";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useLocale, useTranslations } from "next-intl";
import { memo, useId, useState } from "react";
import { CardInterviews } from "@/features/interviews/pipeline/CardInterviews";
import { newInterviewPath } from "@/features/interviews/pipeline/interviewLinks";
import { Link } from "@/i18n/navigation";
import type { AppLocale } from "@/lib/format/locale";
import styles from "./board.module.css";
import { groupMoves, movesFrom } from "./grouping";

type Props = {
  candidate: Candidate;
  selected: boolean;
  onSelect: (id: string, selected: boolean) => void;
  onMove: (candidate: Candidate, to: CandidateStatus) => void;
  onHistory: (candidate: Candidate) => void;
  onInterview: (candidate: Candidate) => void;
  /** The candidate's soft, hard and English interviews. */
  interviews: readonly InterviewSummary[];
  /** The newest matching interview, if any. */
  matchingInterview: MatchingInterview | null;
};

/**
 * One candidate on the board: draggable (pointer users), and the same moves through the
 * "Move to…" menu button (keyboard and assistive technology), plus history and interview.
 * Memoised, with callbacks that take the candidate: a board re-renders only the cards that
 * changed.
 */
export const CandidateCard = memo(function CandidateCard({
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
    <li
      className={styles.card}
      draggable
      onDragStart={(e) => {
        e.dataTransfer.setData("text/plain", candidate.id);
        e.dataTransfer.effectAllowed = "move";
      }}
      aria-label={name}
    >
      <div className={styles.row}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={selected}
          onChange={(e) => onSelect(candidate.id, e.target.checked)}
          aria-label={t("select", { name })}
        />
        <div className={styles.body}>
          <Link href={`/profiles/${candidate.developerId}`} className={styles.name}>
            {name}
          </Link>
          <span>{candidateStatusLabels[candidate.status][locale]}</span>
          <span className={styles.caption}>
            {candidateOriginLabels[candidate.origin][locale]}
            {candidate.matchScore !== null
              ? ` · ${t("score", { score: Math.round(candidate.matchScore) })}`
              : ""}
          </span>
          {stages ? <span className={styles.caption}>{stages}</span> : null}
          <CardInterviews
            name={name}
            interviews={interviews}
            matchingInterview={matchingInterview}
          />
        </div>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${styles.action} ${styles.outlined}`}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? "true" : undefined}
          aria-label={t("moveLabel", { name })}
          disabled={moves.length === 0}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          {t("move")}
        </button>
        <button
          type="button"
          className={styles.action}
          onClick={() => onHistory(candidate)}
          aria-label={t("historyLabel", { name })}
        >
          {t("history")}
        </button>
        {canInterview ? (
          <button
            type="button"
            className={styles.action}
            onClick={() => onInterview(candidate)}
            aria-label={t("interviewLabel", { name })}
          >
            {t("interview")}
          </button>
        ) : null}
        {moves.length > 0 ? (
          <Link
            className={styles.action}
            href={newInterviewPath(candidate)}
            aria-label={t("scheduleInterviewLabel", { name })}
          >
            {t("scheduleInterview")}
          </Link>
        ) : null}
      </div>
      {anchor ? (
        <Menu id={menuId} anchorEl={anchor} open onClose={() => setAnchor(null)}>
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
                  onMove(candidate, status);
                }}
              >
                {candidateStatusLabels[status][locale]}
              </MenuItem>
            )),
          ])}
        </Menu>
      ) : null}
    </li>
  );
});
