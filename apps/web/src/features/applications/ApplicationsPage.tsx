"use client";

import { type Locale, routes } from "@encaja/contracts";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { AppLink } from "@/components/AppLink";
import { ButtonLink } from "@/components/ButtonLink";
import { CardList, CardListItem } from "@/components/CardList";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { PageHeading } from "@/components/PageHeading";
import { QueryList } from "@/components/QueryList";
import { useCall } from "@/lib/api/hooks";
import { useCursorList } from "@/lib/api/useCursorList";
import { formatDate } from "@/lib/format/dates";
import { PresentationNote } from "./PresentationNote";

/** /dashboard/applications: the developer's applications and invitations, in plain words. */
export function ApplicationsPage() {
  const t = useTranslations("Applications");
  const locale = useLocale() as Locale;
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
          <Paper variant="outlined" sx={{ p: 4, borderRadius: 3 }}>
            <Typography component="h2" variant="h6" fontWeight={700} gutterBottom>
              {t("list.emptyTitle")}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t("list.empty")}
            </Typography>
            <ButtonLink href="/job-search" variant="contained">
              {t("list.toJobs")}
            </ButtonLink>
          </Paper>
        }
      >
        {(shown) => (
          <CardList>
            {shown.map((a) => (
              <CardListItem key={a.id}>
                <Stack
                  direction={{ xs: "column", sm: "row" }}
                  spacing={2}
                  sx={{ justifyContent: "space-between", alignItems: { sm: "center" } }}
                >
                  <div>
                    <Typography component="h2" variant="h6" fontWeight={700}>
                      {a.offerStatus === "open" ? (
                        <AppLink href={`/jobs/${a.job.id}`} underline="hover">
                          {a.job.title}
                        </AppLink>
                      ) : (
                        a.job.title
                      )}
                    </Typography>
                    <Typography color="text.secondary">
                      {a.job.company?.name ?? t("confidential")} ·{" "}
                      {t(a.invited ? "list.invitedOn" : "list.appliedOn", {
                        date: formatDate(a.createdAt, locale),
                      })}
                    </Typography>
                  </div>
                  <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                    <Chip
                      label={t(`status.${a.status}`)}
                      color={a.status === "closed" ? "default" : "primary"}
                    />
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
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t(`statusHelp.${a.status}`)}
                </Typography>
                {a.presentation ? <PresentationNote presentation={a.presentation} /> : null}
              </CardListItem>
            ))}
          </CardList>
        )}
      </QueryList>
      <LoadMoreButton query={list} label={t("list.more")} spaced />
    </Container>
  );
}
