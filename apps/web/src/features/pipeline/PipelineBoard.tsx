"use client";

import {
  type Candidate,
  type CandidateStatus,
  type InterviewSummary,
  type MatchingInterview,
  type PipelineStage,
  pipelineStageOf,
} from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { PipelineExportMenu } from "@/features/exports/ExportMenu";
import { ScheduleInterviewDialog } from "@/features/interviews/matching/ScheduleInterviewDialog";
import { useOpenInterview } from "@/features/interviews/pipeline/useOpenInterview";
import { SessionProgress } from "@/features/session/SessionProgress";
import { useToast } from "@/features/toast/ToastProvider";
import { CandidateCard } from "./CandidateCard";
import { boardColumns, bulkMoves, moveRequirements, movesFrom } from "./grouping";
import { HistoryDrawer } from "./HistoryDrawer";
import { MoveDialog } from "./MoveDialog";
import { useBoard, useOfferInterviews, useOfferMatchingInterviews } from "./queries";

const noInterviews: readonly InterviewSummary[] = [];

/**
 * Cards per column in the board's first render. The rest follow in a transition, which React
 * renders in slices between frames: a column of a hundred cards rendered at once held the main
 * thread for over a second on a mid-range laptop before anything showed.
 */
const FIRST_CARDS = 6;

/** Lists by candidate, so each card gets the same array from one render to the next. */
function byCandidate<T extends { candidateId: string | null }>(list: readonly T[] | undefined) {
  const map = new Map<string, T[]>();
  for (const item of list ?? []) {
    if (item.candidateId === null) continue;
    const items = map.get(item.candidateId);
    if (items) items.push(item);
    else map.set(item.candidateId, [item]);
  }
  return map;
}

type Moving = { candidates: Candidate[]; options: CandidateStatus[]; initial?: CandidateStatus };

/**
 * The offer's pipeline: a column per stage (sourcing → discarded). Cards move by drag and drop
 * or their "Move to…" menu; several selected cards move together (bulk).
 */
export function PipelineBoard({ offerId }: { offerId: string }) {
  const t = useTranslations("Pipeline.board");
  const toast = useToast();
  const board = useBoard(offerId);
  const interviews = useOfferInterviews(offerId).data;
  const matchingInterviews = useOfferMatchingInterviews(offerId).data;
  const [scheduling, setScheduling] = useState<Candidate | null>(null);
  const openInterview = useOpenInterview(matchingInterviews, setScheduling);
  const [selected, setSelected] = useState<string[]>([]);
  const [moving, setMoving] = useState<Moving | null>(null);
  const [historyOf, setHistoryOf] = useState<Candidate | null>(null);
  const [dropTarget, setDropTarget] = useState<PipelineStage | null>(null);
  const [allCards, setAllCards] = useState(false);
  const loaded = board.data !== undefined;
  useEffect(() => {
    if (loaded) startTransition(() => setAllCards(true));
  }, [loaded]);

  const cards = useMemo(() => board.data?.pages.flatMap((p) => p.items) ?? [], [board.data]);
  const groups = board.data?.pages[0]?.groups;
  const columns = useMemo(() => boardColumns(cards, groups ?? []), [cards, groups]);
  const chosen = cards.filter((c) => selected.includes(c.id));
  const interviewsOf = useMemo(() => byCandidate(interviews), [interviews]);
  // The newest matching interview of each candidate (the list is oldest first).
  const latestMatching = useMemo(() => {
    const latest = new Map<string, MatchingInterview>();
    for (const mi of matchingInterviews ?? []) latest.set(mi.candidateId, mi);
    return latest;
  }, [matchingInterviews]);
  // Stable callbacks for the memoised cards; the interview opener reads the latest list.
  const openInterviewRef = useRef(openInterview);
  openInterviewRef.current = openInterview;
  const onInterview = useCallback((c: Candidate) => openInterviewRef.current(c), []);
  const onSelect = useCallback(
    (id: string, on: boolean) =>
      setSelected((list) => (on ? [...list, id] : list.filter((other) => other !== id))),
    [],
  );
  const onMove = useCallback(
    (candidate: Candidate, to: CandidateStatus) =>
      setMoving({ candidates: [candidate], options: movesFrom(candidate.status), initial: to }),
    [],
  );

  if (board.isError) return <Alert severity="error">{t("loadError")}</Alert>;
  if (!board.data) return <SessionProgress />;

  const drop = (stage: PipelineStage, id: string) => {
    setDropTarget(null);
    const candidate = cards.find((c) => c.id === id);
    if (!candidate || pipelineStageOf(candidate.status) === stage) return;
    const options = movesFrom(candidate.status, stage);
    if (options.length === 0) {
      toast.error(t("cannotDrop"));
      return;
    }
    const first = options[0];
    const needs = first ? moveRequirements(first, [candidate.stages]) : null;
    setMoving({
      candidates: [candidate],
      options,
      ...(options.length === 1 && first && needs && !needs.note && !needs.override
        ? { initial: first }
        : {}),
    });
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
        <PipelineExportMenu offerId={offerId} />
      </Box>
      {cards.length === 0 ? <Typography color="text.secondary">{t("empty")}</Typography> : null}
      {chosen.length > 0 ? (
        <Paper
          variant="outlined"
          role="region"
          aria-label={t("bulkLabel")}
          sx={{ p: 1.5, display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}
        >
          <Typography>{t("selected", { count: chosen.length })}</Typography>
          <Button
            variant="contained"
            onClick={() =>
              setMoving({ candidates: chosen, options: bulkMoves(chosen.map((c) => c.status)) })
            }
          >
            {t("bulkMove")}
          </Button>
          <Button onClick={() => setSelected([])}>{t("clearSelection")}</Button>
        </Paper>
      ) : null}
      {/* Every column fits the page's width (a laptop's 1366 px shows all six side by side):
          a column that scrolled out of sight would hide where cards can go. */}
      <Box
        sx={{
          display: "grid",
          gap: { xs: 2, lg: 1 },
          gridTemplateColumns: {
            xs: "1fr",
            sm: "repeat(2, minmax(0, 1fr))",
            md: "repeat(3, minmax(0, 1fr))",
            lg: "repeat(6, minmax(0, 1fr))",
          },
          pb: 1,
        }}
      >
        {columns.map((column) => (
          <Paper
            key={column.stage}
            component="section"
            aria-labelledby={`column-${column.stage}`}
            variant="outlined"
            onDragOver={(e) => {
              e.preventDefault();
              setDropTarget(column.stage);
            }}
            onDragLeave={() => setDropTarget((s) => (s === column.stage ? null : s))}
            onDrop={(e) => {
              e.preventDefault();
              drop(column.stage, e.dataTransfer.getData("text/plain"));
            }}
            sx={{
              p: { xs: 1.5, lg: 1 },
              minWidth: 0,
              borderRadius: 3,
              bgcolor: dropTarget === column.stage ? "action.hover" : "background.default",
              minHeight: 120,
            }}
          >
            <Typography
              id={`column-${column.stage}`}
              component="h3"
              variant="subtitle1"
              fontWeight={700}
            >
              {t(`stages.${column.stage}`)} ({column.total})
            </Typography>
            <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, mt: 1 }}>
              {(allCards ? column.cards : column.cards.slice(0, FIRST_CARDS)).map((candidate) => (
                <CandidateCard
                  key={candidate.id}
                  candidate={candidate}
                  selected={selected.includes(candidate.id)}
                  onSelect={onSelect}
                  onMove={onMove}
                  onHistory={setHistoryOf}
                  onInterview={onInterview}
                  interviews={interviewsOf.get(candidate.id) ?? noInterviews}
                  matchingInterview={latestMatching.get(candidate.id) ?? null}
                />
              ))}
            </Stack>
          </Paper>
        ))}
      </Box>
      <LoadMoreButton query={board} label={t("more")} />
      {moving ? (
        <MoveDialog
          offerId={offerId}
          candidates={moving.candidates}
          options={moving.options}
          {...(moving.initial ? { initial: moving.initial } : {})}
          onClose={() => {
            if (moving.candidates.length > 1) setSelected([]);
            setMoving(null);
          }}
        />
      ) : null}
      {historyOf ? (
        <HistoryDrawer
          candidate={historyOf}
          interviews={interviews?.filter((i) => i.candidateId === historyOf.id) ?? []}
          matchingInterviews={
            matchingInterviews?.filter((mi) => mi.candidateId === historyOf.id) ?? []
          }
          onClose={() => setHistoryOf(null)}
        />
      ) : null}
      {scheduling ? (
        <ScheduleInterviewDialog
          offerId={offerId}
          candidate={scheduling}
          onClose={() => setScheduling(null)}
        />
      ) : null}
    </Stack>
  );
}
