"use client";

import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { PageHeading } from "@/components/PageHeading";
import { SessionProgress } from "@/features/session/SessionProgress";
import { formatDateTime } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { DocumentFacts, DocumentView } from "./DocumentView";
import { ErrorNotice } from "./ErrorNotice";
import { useSharedDeepProfile } from "./queries";

/** /deep-profile/{slug}: the deep profile behind a shared link, for anyone holding it. */
export function SharedDeepProfilePage({ slug }: { slug: string }) {
  const t = useTranslations("DeepProfiles.shared");
  const locale = useLocale() as AppLocale;
  const shared = useSharedDeepProfile(slug);
  if (shared.isError) return <ErrorNotice title={t("errorTitle")} error={shared.error} />;
  if (!shared.data) return <SessionProgress />;
  const { document, expiresAt } = shared.data;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography color="text.secondary">{t("eyebrow")}</Typography>
      <PageHeading compact title={document.headline} gutterBottom={false} />
      <DocumentFacts document={document} />
      {expiresAt ? (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t("expires", { date: formatDateTime(expiresAt, locale) })}
        </Typography>
      ) : null}
      <DocumentView document={document} />
    </Container>
  );
}
