"use client";

import {
  englishLevelLabels,
  type InterviewKit,
  interviewResultLabels,
  interviewStatusLabels,
  interviewTypeLabels,
} from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { type ReactNode, useState } from "react";
import { AppLink } from "@/components/AppLink";
import { ButtonLink } from "@/components/ButtonLink";
import { PageHeading } from "@/components/PageHeading";
import { SectionCard } from "@/components/SectionCard";
import { useUser } from "@/features/session/Guard";
import { SessionProgress } from "@/features/session/SessionProgress";
import { ApiError } from "@/lib/api/client";
import { apiErrorMessage } from "@/lib/api/errors";
import { formatDateTime } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { CompleteInterview } from "./CompleteInterview";
import { isStaff } from "./InterviewListPage";
import { developerName } from "./InterviewRows";
import { KitProfile, KitQuestions } from "./KitProfile";
import { type ListKind, listPaths } from "./listParams";
import { ManageInterview } from "./ManageInterview";
import { correctionPath } from "./newInterviewForm";
import { useInterviewKit } from "./queries";
import { ScorecardEditor } from "./ScorecardEditor";

function Term({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" fontWeight={600}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, wordBreak: "break-word" }}>
        {children}
      </Typography>
    </>
  );
}

function Details({ kit, timeZone }: { kit: InterviewKit; timeZone: string }) {
  const t = useTranslations("Interviewers.kit");
  const locale = useLocale() as AppLocale;
  const i = kit.interview;
  const outcome = i.result
    ? [
        interviewResultLabels[i.result][locale],
        i.englishLevel ? englishLevelLabels[i.englishLevel][locale] : null,
      ]
        .filter(Boolean)
        .join(" · ")
    : null;
  return (
    <SectionCard id="details" title={t("details")}>
      <Box
        component="dl"
        sx={{
          display: "grid",
          gridTemplateColumns: "max-content 1fr",
          columnGap: 3,
          rowGap: 1,
          m: 0,
        }}
      >
        <Term term={t("status")}>{interviewStatusLabels[i.status][locale]}</Term>
        {outcome ? <Term term={t("result")}>{outcome}</Term> : null}
        <Term term={t("when")}>
          <time dateTime={i.scheduledAt}>{formatDateTime(i.scheduledAt, locale, timeZone)}</time> (
          {timeZone.replaceAll("_", " ")})
        </Term>
        <Term term={t("duration")}>{t("minutes", { count: i.durationMinutes })}</Term>
        <Term term={t("interviewer")}>{i.interviewer?.name ?? t("noInterviewer")}</Term>
        <Term term={t("meeting")}>
          {i.meetingUrl ? <AppLink href={i.meetingUrl}>{i.meetingUrl}</AppLink> : t("noMeeting")}
        </Term>
      </Box>
    </SectionCard>
  );
}

/** /interviewers/{soft|hard}-interviews/{id}: the interview kit and its scorecard. */
export function KitPage({ id, kind }: { id: string; kind: ListKind }) {
  const t = useTranslations("Interviewers.kit");
  const locale = useLocale() as AppLocale;
  const user = useUser();
  const [timeZone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC");
  const kit = useInterviewKit(id);
  if (kit.isError) {
    const missing = kit.error instanceof ApiError && [400, 403, 404].includes(kit.error.status);
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Typography component="h1" variant="h4" fontWeight={800} gutterBottom>
          {t("notFoundTitle")}
        </Typography>
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {missing ? t("notFound") : apiErrorMessage(kit.error, locale)}
        </Alert>
        <AppLink href={listPaths[kind]}>{t(`back.${kind}`)}</AppLink>
      </Container>
    );
  }
  if (!kit.data) return <SessionProgress />;
  const data = kit.data;
  const interview = data.interview;
  const scheduled = interview.status === "scheduled";
  const assigned = interview.interviewer?.userId === user.userId;
  const title = t("title", {
    type: interviewTypeLabels[interview.type][locale],
    name: developerName(interview.developer),
  });
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <AppLink href={listPaths[kind]}>{t(`back.${kind}`)}</AppLink>
      <Box sx={{ mt: 2 }}>
        <PageHeading
          compact
          title={title}
          lead={interview.offer ? t("forOffer", { offer: interview.offer.title }) : t("noOffer")}
          leadGap={3}
        />
      </Box>
      {scheduled ? null : (
        <Alert
          severity="info"
          sx={{ mb: 3 }}
          action={
            interview.status === "completed" && (assigned || isStaff(user.role)) ? (
              <ButtonLink href={correctionPath(listPaths[kind], interview)} size="small">
                {t("correct")}
              </ButtonLink>
            ) : null
          }
        >
          {interview.status === "completed" ? t("completedNote") : t("cancelledNote")}
        </Alert>
      )}
      {interview.supersedesId ? (
        <Typography sx={{ mb: 3 }}>
          <AppLink href={`${listPaths[kind]}/${interview.supersedesId}`}>{t("corrects")}</AppLink>
        </Typography>
      ) : null}
      {scheduled && !assigned ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t("notAssigned")}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: "grid",
          gap: 3,
          gridTemplateColumns: { xs: "1fr", md: "minmax(0, 2fr) minmax(0, 3fr)" },
          alignItems: "start",
        }}
      >
        <Stack spacing={3}>
          <Details kit={data} timeZone={timeZone} />
          <KitProfile kit={data} />
          <KitQuestions kit={data} />
        </Stack>
        <Stack spacing={3}>
          <ScorecardEditor
            key={`${interview.id}:${interview.status}`}
            kit={data}
            editable={scheduled && assigned}
          >
            {({ flush }) =>
              scheduled && assigned ? (
                <CompleteInterview id={interview.id} type={interview.type} flush={flush} />
              ) : null
            }
          </ScorecardEditor>
          {scheduled && (assigned || isStaff(user.role)) ? (
            <ManageInterview interview={interview} timeZone={timeZone} />
          ) : null}
        </Stack>
      </Box>
    </Container>
  );
}
