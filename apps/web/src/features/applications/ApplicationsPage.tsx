"use client";

import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { AppLink } from "@/components/AppLink";
import { ButtonLink } from "@/components/ButtonLink";
import { CardList, CardListItem } from "@/components/CardList";
import { EmptyPanel } from "@/components/EmptyPanel";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { PageHeading } from "@/components/PageHeading";
import { QueryList } from "@/components/QueryList";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { useCursorList } from "@/lib/api/useCursorList";
import { ApplicationStatusChip, ApplicationSummary } from "./ApplicationSummary";
import { ApplicationMatchTips } from "./MatchTips";
import { PresentationNote } from "./PresentationNote";

/** /dashboard/applications: the developer's applications and invitations, in plain words. */
export function ApplicationsPage() {
  const t = useTranslations("Applications");
  const call = useCall();
  const { list, items } = useCursorList(["applications", "me"], (cursor, signal) =>
    call(routes.applications.mine, { query: { limit: 20, cursor } }, { signal }),
  );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading title={t("list.title")} lead={t("list.lead")} />
      <QueryList
        query={list}
        items={items}
        loadError={t("list.loadError")}
        empty={
          <EmptyPanel>
            <Typography component="h2" variant="h6" fontWeight={700} gutterBottom>
              {t("list.emptyTitle")}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t("list.empty")}
            </Typography>
            <ButtonLink href="/job-search" variant="contained">
              {t("list.toJobs")}
            </ButtonLink>
          </EmptyPanel>
        }
      >
        {(shown) => (
          <CardList>
            {shown.map((a) => (
              <CardListItem key={a.id}>
                <ApplicationSummary
                  application={a}
                  title={
                    a.offerStatus === "open" ? (
                      <AppLink href={`/jobs/${a.job.id}`} underline="hover">
                        {a.job.title}
                      </AppLink>
                    ) : undefined
                  }
                >
                  <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                    <ApplicationStatusChip status={a.status} />
                    {a.status === "invited" ? (
                      <ButtonLink
                        href={`/settings/offers/invitations/${a.id}`}
                        variant="contained"
                        size="small"
                      >
                        {t("list.answer")}
                      </ButtonLink>
                    ) : null}
                  </Stack>
                </ApplicationSummary>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t(`statusHelp.${a.status}`)}
                </Typography>
                {a.presentation ? <PresentationNote presentation={a.presentation} /> : null}
                {a.status === "closed" ? <ApplicationMatchTips applicationId={a.id} /> : null}
              </CardListItem>
            ))}
          </CardList>
        )}
      </QueryList>
      <LoadMoreButton query={list} label={t("list.more")} spaced />
    </Container>
  );
}
