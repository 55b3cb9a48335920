"use client";

import Alert from "@mui/material/Alert";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import { AppLink } from "@/components/AppLink";
import { ButtonLink } from "@/components/ButtonLink";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { PageHeading } from "@/components/PageHeading";
import { useUser } from "@/features/session/Guard";
import { SessionProgress } from "@/features/session/SessionProgress";
import { apiErrorMessage } from "@/lib/api/errors";
import { browserTimeZone } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { developerName, InterviewRows } from "./InterviewRows";
import { InterviewListFilters } from "./ListFilters";
import {
  apiQuery,
  filtersFromParams,
  type ListFilters,
  type ListKind,
  listPaths,
  paramsFromFilters,
} from "./listParams";
import { useInterviewList } from "./queries";

export const isStaff = (role: string) => role === "matchers" || role === "superAdmin";

/** /interviewers/{soft|hard}-interviews: filters in the URL, newest or soonest first, "load more". */
export function InterviewListPage({ kind }: { kind: ListKind }) {
  const t = useTranslations("Interviewers.list");
  const locale = useLocale() as AppLocale;
  const user = useUser();
  const staff = isStaff(user.role);
  const [timeZone] = useState(browserTimeZone);
  const searchParams = useSearchParams();
  const filters = filtersFromParams(kind, new URLSearchParams(searchParams.toString()));
  const query = apiQuery(filters, timeZone).toString();
  const list = useInterviewList(query);
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const knownNames = useMemo(
    () => new Map(items.map((i) => [i.developer.id, developerName(i.developer)])),
    [items],
  );
  // The native history API updates useSearchParams without a server round trip (as talent
  // search does); each change is a history entry.
  const go = useCallback(
    (next: ListFilters) => {
      const text = paramsFromFilters(kind, next).toString();
      window.history.pushState(null, "", `${window.location.pathname}${text ? `?${text}` : ""}`);
    },
    [kind],
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <AppLink href="/interviewers">{t("back")}</AppLink>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ justifyContent: "space-between", alignItems: { sm: "center" }, mt: 2, mb: 3 }}
      >
        <PageHeading title={t(`title.${kind}`)} gutterBottom={false} />
        <ButtonLink href={`${listPaths[kind]}/new-interview`} variant="contained" size="large">
          {t("schedule")}
        </ButtonLink>
      </Stack>
      <InterviewListFilters
        kind={kind}
        filters={filters}
        onChange={go}
        onClear={() => window.history.pushState(null, "", window.location.pathname)}
        staff={staff}
        knownNames={knownNames}
      />
      <Paper
        component="section"
        aria-labelledby="results-title"
        variant="outlined"
        sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}
      >
        <Typography id="results-title" component="h2" variant="h6" fontWeight={700}>
          {t("results")}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t("zoneNote", { zone: timeZone.replaceAll("_", " ") })}
        </Typography>
        {list.isError ? (
          <Alert severity="error" role="alert">
            {apiErrorMessage(list.error, locale)}
          </Alert>
        ) : list.isPending ? (
          <SessionProgress />
        ) : (
          <InterviewRows items={items} timeZone={timeZone} empty={t("empty")} showStatus />
        )}
        <LoadMoreButton query={list} label={t("more")} spaced />
      </Paper>
    </Container>
  );
}
