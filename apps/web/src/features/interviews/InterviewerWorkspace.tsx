"use client";

import { roleLabels } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { ButtonLink } from "@/components/ButtonLink";
import { PageHeading } from "@/components/PageHeading";
import { SectionCard } from "@/components/SectionCard";
import { RoleAreas } from "@/features/account/RoleAreas";
import { useUser } from "@/features/session/Guard";
import { SessionProgress } from "@/features/session/SessionProgress";
import { displayName } from "@/features/shell/roleNav";
import { apiErrorMessage } from "@/lib/api/errors";
import { browserTimeZone } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { AvailabilityForm } from "./AvailabilityForm";
import { InterviewRows } from "./InterviewRows";
import { listPaths } from "./listParams";
import { useInterviewList } from "./queries";
import { groupWorkspace, workspaceListQuery } from "./workspace";

/** The signed-in interviewer's scheduled interviews, grouped for the day. */
function ScheduledInterviews({ userId }: { userId: string }) {
  const t = useTranslations("Interviewers.workspace");
  const locale = useLocale() as AppLocale;
  const [timeZone] = useState(browserTimeZone);
  const list = useInterviewList(workspaceListQuery(userId));
  const items = list.data?.pages.flatMap((p) => p.items);
  const groups = useMemo(
    () => (items ? groupWorkspace(items, new Date(), timeZone) : null),
    [items, timeZone],
  );
  if (list.isError) {
    return <Alert severity="error">{apiErrorMessage(list.error, locale)}</Alert>;
  }
  if (!groups) return <SessionProgress />;
  const sections = [
    { id: "today", items: groups.today },
    { id: "upcoming", items: groups.upcoming },
    { id: "waiting", items: groups.waiting },
  ] as const;
  return (
    <Stack spacing={3}>
      <Typography variant="body2" color="text.secondary">
        {t("zoneNote", { zone: timeZone.replaceAll("_", " ") })}
      </Typography>
      {sections.map((section) => (
        <SectionCard key={section.id} id={`interviews-${section.id}`} title={t(section.id)}>
          <InterviewRows
            items={section.items}
            timeZone={timeZone}
            empty={t(`${section.id}Empty`)}
          />
        </SectionCard>
      ))}
    </Stack>
  );
}

/** /interviewers: the interviewer's workspace and the role's other areas. */
export function InterviewerWorkspace() {
  const t = useTranslations("Interviewers.workspace");
  const ta = useTranslations("Account");
  const _tn = useTranslations("Common.shell.nav");
  const locale = useLocale() as AppLocale;
  const user = useUser();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading
        title={ta("home.greeting", { name: displayName(user) })}
        lead={
          <>
            {ta(`home.lead.${user.role}`)} · {roleLabels[user.role][locale]}
          </>
        }
        leadGap={3}
        leadMaxWidth={720}
      />
      <Box component="nav" aria-label={t("linksLabel")} sx={{ mb: 4 }}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <ButtonLink href={`${listPaths.soft}/new-interview`} variant="contained">
            {t("schedule")}
          </ButtonLink>
          <ButtonLink href={listPaths.soft} variant="outlined">
            {t("softList")}
          </ButtonLink>
          <ButtonLink href={listPaths.hard} variant="outlined">
            {t("hardList")}
          </ButtonLink>
        </Stack>
      </Box>
      <Stack spacing={3} sx={{ mb: 5 }}>
        <ScheduledInterviews userId={user.userId} />
        <AvailabilityForm />
      </Stack>
      <RoleAreas current="interviewers" />
    </Container>
  );
}
