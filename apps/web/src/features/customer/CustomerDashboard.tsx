"use client";

import { type Locale, type OfferStatus, offerStatuses } from "@encaja/contracts";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { AppLink } from "@/components/AppLink";
import { CardList, CardListItem } from "@/components/CardList";
import { EmptyPanel } from "@/components/EmptyPanel";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { PageHeading } from "@/components/PageHeading";
import { QueryList } from "@/components/QueryList";
import { PlanUsageCard } from "@/features/account-settings/PlanUsageCard";
import { BudgetsAwaiting } from "@/features/budgets/CompanyBudgets";
import { CandidatesExportMenu } from "@/features/exports/ExportMenu";
import { StatusChip } from "@/features/offers/StatusChip";
import { useUser } from "@/features/session/Guard";
import { displayName } from "@/features/shell/roleNav";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { useCursorList } from "@/lib/api/useCursorList";
import { formatDate } from "@/lib/format/dates";
import { PipelineCounts } from "./PipelineCounts";
import { StaffRedirect } from "./StaffRedirect";

/** /customers/dashboard: the company's offers, each with its status and pipeline. */
export function CustomerDashboard() {
  return (
    <StaffRedirect to="/matchers">
      <CompanyOffers />
    </StaffRedirect>
  );
}

function CompanyOffers() {
  const t = useTranslations("CustomerPortal.dashboard");
  const ts = useTranslations("Offers.status");
  const locale = useLocale() as Locale;
  const user = useUser();
  const call = useCall();
  const [status, setStatus] = useState<OfferStatus | "">("");
  const { list, items } = useCursorList(
    ["customer", "offers", status],
    (cursor, signal) => {
      const query = { limit: 20, status: status || undefined, cursor };
      return call(routes.customerOffers.list, { query }, { signal });
    },
    { keepPrevious: true },
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading title={t("title")} lead={t("lead", { name: displayName(user) })} leadGap={3} />
      <PlanUsageCard />
      <BudgetsAwaiting />
      <Stack
        direction="row"
        sx={{
          mb: 3,
          gap: 2,
          flexWrap: "wrap",
          alignItems: "center",
          justifyContent: "space-between",
        }}
      >
        <TextField
          select
          label={t("status")}
          value={status}
          onChange={(e) => setStatus(e.target.value as OfferStatus | "")}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220 }}
        >
          <option value="">{t("allStatuses")}</option>
          {offerStatuses.map((s) => (
            <option key={s} value={s}>
              {ts(s)}
            </option>
          ))}
        </TextField>
        <CandidatesExportMenu />
      </Stack>
      <QueryList
        query={list}
        items={items}
        loadError={t("loadError")}
        empty={<EmptyPanel>{t("empty")}</EmptyPanel>}
      >
        {(shown) => (
          <CardList>
            {shown.map((offer) => (
              <CardListItem key={offer.id}>
                <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 1 }}>
                  <Typography component="h2" variant="h6" fontWeight={700}>
                    <AppLink href={`/customers/dashboard/offers/${offer.id}`} underline="hover">
                      {offer.title}
                    </AppLink>
                  </Typography>
                  <StatusChip status={offer.status} />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {t("created", { date: formatDate(offer.createdAt, locale) })}
                </Typography>
                <Typography
                  variant="body2"
                  fontWeight={offer.awaitingDecision > 0 ? 700 : 400}
                  sx={{ mb: 2 }}
                >
                  {t("awaiting", { count: offer.awaitingDecision })}
                </Typography>
                <PipelineCounts
                  pipeline={offer.pipeline}
                  label={t("pipelineOf", { title: offer.title })}
                />
              </CardListItem>
            ))}
          </CardList>
        )}
      </QueryList>
      <LoadMoreButton query={list} label={t("more")} spaced />
    </Container>
  );
}
