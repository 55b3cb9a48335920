"use client";

import type { PresentedCandidate } from "@encaja/contracts";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { DescriptionPair } from "@/components/DescriptionPair";
import { ExternalLink } from "@/components/ExternalLink";

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
          <DescriptionPair term={t("email")}>
            <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
          </DescriptionPair>
        ) : null}
        {contact.phone ? (
          <DescriptionPair term={t("phone")}>{contact.phone}</DescriptionPair>
        ) : null}
        {contact.linkedinUrl ? (
          <DescriptionPair term={t("linkedin")}>
            <ExternalLink href={contact.linkedinUrl}>{contact.linkedinUrl}</ExternalLink>
          </DescriptionPair>
        ) : null}
      </Box>
    </Box>
  );
}
