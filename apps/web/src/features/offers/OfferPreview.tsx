"use client";

import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ButtonLink";
import { JobView } from "@/features/jobs/JobView";
import { WithOffer } from "./OfferPage";
import { offerAsJob } from "./preview";

/** /matchers/offer/preview/{id}: the offer exactly as the public job page shows it. */
export function OfferPreview({ id }: { id: string }) {
  const t = useTranslations("Offers.preview");
  return (
    <WithOffer id={id}>
      {(offer) => (
        <JobView
          job={offerAsJob(offer)}
          notPublished={offer.publishedAt ? undefined : t("notPublished")}
          actions={
            <Stack spacing={2}>
              <Alert severity="info">
                {offer.status === "open" && offer.isPublic ? t("live") : t("notLive")}
              </Alert>
              <Stack direction="row" spacing={2}>
                <ButtonLink href={`/matchers/offer/${offer.id}`} variant="outlined">
                  {t("back")}
                </ButtonLink>
              </Stack>
            </Stack>
          }
        />
      )}
    </WithOffer>
  );
}
