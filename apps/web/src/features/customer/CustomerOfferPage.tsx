"use client";

import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ButtonLink";
import { PresentedCandidates } from "@/features/decisions/PresentedCandidates";
import { usePresentedCandidates } from "@/features/decisions/queries";
import { CandidatesExportMenu } from "@/features/exports/ExportMenu";
import { JobView } from "@/features/jobs/JobView";
import { offerAsJob } from "@/features/offers/preview";
import { StatusChip } from "@/features/offers/StatusChip";
import { SessionProgress } from "@/features/session/SessionProgress";
import { ApiError } from "@/lib/api/client";
import { useCall, useEarly } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { PipelineCounts } from "./PipelineCounts";
import { StaffRedirect } from "./StaffRedirect";

/** /customers/dashboard/offers/{offer}: one of the company's offers and its pipeline. */
export function CustomerOfferPage({ id }: { id: string }) {
  return (
    <StaffRedirect to={`/matchers/offer/${encodeURIComponent(id)}`}>
      <CompanyOffer id={id} />
    </StaffRedirect>
  );
}

function CompanyOffer({ id }: { id: string }) {
  const t = useTranslations("CustomerPortal.offer");
  const call = useCall();
  const early = useEarly();
  const offer = useQuery({
    queryKey: ["customer", "offer", id],
    queryFn: ({ signal }) => call(routes.customerOffers.get, { params: { id } }, { signal }),
    ...early(routes.customerOffers.get, { params: { id } }),
    retry: false,
  });
  // Asked beside the offer, not after it: the list below mounts once the offer has come.
  usePresentedCandidates(id);
  if (offer.isError) {
    const missing = offer.error instanceof ApiError && offer.error.status < 500;
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Alert severity="error" sx={{ mb: 2 }}>
          {missing ? t("notFound") : t("loadError")}
        </Alert>
        <ButtonLink href="/customers/dashboard" variant="outlined">
          {t("back")}
        </ButtonLink>
      </Container>
    );
  }
  if (!offer.data) return <SessionProgress />;
  const data = offer.data;
  return (
    <JobView
      job={offerAsJob(data)}
      notPublished={data.publishedAt ? undefined : t("notPublished")}
      actions={
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
            <Stack direction="row" sx={{ alignItems: "center", mb: 2, gap: 2, flexWrap: "wrap" }}>
              <Typography component="h2" variant="h6" fontWeight={700}>
                {t("pipeline")}
              </Typography>
              <StatusChip status={data.status} />
              <Box sx={{ ml: "auto" }}>
                <CandidatesExportMenu offerId={id} />
              </Box>
            </Stack>
            <PipelineCounts pipeline={data.pipeline} label={t("pipeline")} />
          </Paper>
          <PresentedCandidates offerId={id} />
          <div>
            <ButtonLink href="/customers/dashboard" variant="text">
              {t("back")}
            </ButtonLink>
          </div>
        </Stack>
      }
    />
  );
}
