"use client";

import { editableOfferStatuses } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { OfferForm } from "./OfferForm";
import { WithOffer } from "./OfferPage";

/** /matchers/new-offer (no id) and /matchers/edit-offer/{id}. */
export function OfferFormPage({ id }: { id?: string }) {
  const t = useTranslations("Offers.form");
  const frame = (title: string, body: React.ReactNode) => (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h3" fontWeight={800} gutterBottom>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 3 }}>
        {body}
      </Paper>
    </Container>
  );
  if (!id) return frame(t("newTitle"), <OfferForm />);
  return (
    <WithOffer id={id}>
      {(offer) =>
        frame(
          t("editTitle"),
          editableOfferStatuses.includes(offer.status) ? (
            <OfferForm offer={offer} />
          ) : (
            <Alert severity="warning">{t("notEditable")}</Alert>
          ),
        )
      }
    </WithOffer>
  );
}
