"use client";

import type { PresentedCandidate } from "@encaja/contracts";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";

type Contact = NonNullable<PresentedCandidate["contact"]>;

/** The approved developer's contact details. */
export function ContactDetails({ contact }: { contact: Contact }) {
  const t = useTranslations("Decisions.card");
  return (
    <Box sx={{ mt: 1 }}>
      <Typography component="h4" variant="subtitle2" fontWeight={700}>
        {t("contactTitle")}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 2 }}
      >
        {contact.email ? (
          <>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t("email")}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
            </Typography>
          </>
        ) : null}
        {contact.phone ? (
          <>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t("phone")}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {contact.phone}
            </Typography>
          </>
        ) : null}
        {contact.linkedinUrl ? (
          <>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t("linkedin")}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              <Link href={contact.linkedinUrl} target="_blank" rel="noopener noreferrer">
                {contact.linkedinUrl}
              </Link>
            </Typography>
          </>
        ) : null}
      </Box>
    </Box>
  );
}
