"use client";

import { candidateStatusLabels, editableOfferStatuses, type OfferDetail } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ButtonLink";
import { JobView } from "@/features/jobs/JobView";
import { SessionProgress } from "@/features/session/SessionProgress";
import { ApiError } from "@/lib/api/client";
import type { AppLocale } from "@/lib/format/locale";
import { ApplicantsList } from "./ApplicantsList";
import { type OfferTab, OfferTabs } from "./OfferTabs";
import { offerAsJob } from "./preview";
import { useOffer } from "./queries";
import { ResponsibleMatcher } from "./ResponsibleMatcher";
import { StatusActions } from "./StatusActions";
import { StatusChip } from "./StatusChip";

/** Loads an offer (matchers' view) and renders `children` with it, or why it cannot. */
export function WithOffer({
  id,
  children,
}: {
  id: string;
  children: (offer: OfferDetail) => React.ReactNode;
}) {
  const t = useTranslations("Offers.detail");
  const offer = useOffer(id);
  if (offer.isError) {
    const missing =
      offer.error instanceof ApiError && (offer.error.status === 404 || offer.error.status === 400);
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Alert severity="error">{missing ? t("notFound") : t("loadError")}</Alert>
      </Container>
    );
  }
  if (!offer.data) return <SessionProgress />;
  return <>{children(offer.data)}</>;
}

function Details({ offer }: { offer: OfferDetail }) {
  const t = useTranslations("Offers.detail");
  const locale = useLocale() as AppLocale;
  const pipeline = offer.pipeline.filter((p) => p.count > 0);
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
        <Typography component="h2" variant="h6" fontWeight={700} gutterBottom>
          {t("pipeline")}
        </Typography>
        {pipeline.length === 0 ? (
          <Typography color="text.secondary">{t("noCandidates")}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {pipeline.map((p) => (
              <li key={p.status}>
                {candidateStatusLabels[p.status][locale]}: {p.count}
              </li>
            ))}
          </Box>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t("visibility", {
            visibility: offer.isPublic ? t("public") : t("private"),
            company: offer.confidential ? t("confidential") : t("named"),
          })}
          {offer.matchers.length > 0
            ? ` · ${t("matchers", { names: offer.matchers.map((m) => m.fullName ?? "—").join(", ") })}`
            : ""}
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
        <ResponsibleMatcher offer={offer} />
      </Paper>
      <Paper variant="outlined" sx={{ borderRadius: 3 }}>
        <JobView
          job={offerAsJob(offer)}
          level={2}
          notPublished={offer.publishedAt ? undefined : t("notPublished")}
        />
      </Paper>
    </Stack>
  );
}

/**
 * /matchers/offer/{id}: the offer's header and status actions, then tabs (Details,
 * Applicants, plus any `extraTabs` a later feature adds: pipeline, matches…).
 */
export function OfferPage({ id, extraTabs = [] }: { id: string; extraTabs?: OfferTab[] }) {
  const t = useTranslations("Offers.detail");
  return (
    <WithOffer id={id}>
      {(offer) => {
        const tabs: OfferTab[] = [
          { key: "details", label: t("tabs.details"), render: () => <Details offer={offer} /> },
          {
            key: "applicants",
            label: t("tabs.applicants"),
            render: () => <ApplicantsList offerId={offer.id} />,
          },
          ...extraTabs,
        ];
        return (
          <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
            <Typography color="text.secondary">{offer.customer.name}</Typography>
            <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 2 }}>
              <Typography component="h1" variant="h3" fontWeight={800}>
                {offer.title}
              </Typography>
              <StatusChip status={offer.status} />
            </Stack>
            <Stack
              direction={{ xs: "column", md: "row" }}
              spacing={2}
              sx={{ justifyContent: "space-between", mb: 3 }}
            >
              <StatusActions offer={offer} />
              <Stack direction="row" spacing={1}>
                {editableOfferStatuses.includes(offer.status) ? (
                  <ButtonLink href={`/matchers/edit-offer/${offer.id}`} variant="outlined">
                    {t("edit")}
                  </ButtonLink>
                ) : null}
                <ButtonLink href={`/matchers/offer/preview/${offer.id}`} variant="outlined">
                  {t("preview")}
                </ButtonLink>
                {offer.status === "open" && offer.isPublic ? (
                  <ButtonLink href={`/jobs/${offer.id}`} variant="text">
                    {t("publicPage")}
                  </ButtonLink>
                ) : null}
              </Stack>
            </Stack>
            <OfferTabs tabs={tabs} label={t("tabsLabel")} />
          </Container>
        );
      }}
    </WithOffer>
  );
}
