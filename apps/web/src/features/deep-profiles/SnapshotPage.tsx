"use client";

import {
  type ExplanationKey,
  interviewStageLabels,
  interviewStageStatusLabels,
  renderExplanation,
  type Snapshot,
} from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { AppLink } from "@/components/AppLink";
import { ButtonLink } from "@/components/ButtonLink";
import { PageHeading } from "@/components/PageHeading";
import { SectionCard } from "@/components/SectionCard";
import { useUser } from "@/features/session/Guard";
import { SessionProgress } from "@/features/session/SessionProgress";
import { useApiErrorToast } from "@/lib/api/hooks";
import { formatDateTime } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { DocumentFacts, DocumentView } from "./DocumentView";
import { ErrorNotice } from "./ErrorNotice";
import { PresentationLog } from "./PresentationLog";
import { useDownloadPdf, useSnapshot } from "./queries";

const isStaff = (role: string) => role === "matchers" || role === "superAdmin";

function Contact({ contact }: { contact: NonNullable<Snapshot["contact"]> }) {
  const t = useTranslations("DeepProfiles.snapshot");
  return (
    <SectionCard id="dp-contact" title={t("contact")}>
      <Typography fontWeight={700}>{contact.name}</Typography>
      {contact.email ? (
        <Typography>
          {t("email")}: <AppLink href={`mailto:${contact.email}`}>{contact.email}</AppLink>
        </Typography>
      ) : null}
      {contact.phone ? (
        <Typography>
          {t("phone")}: {contact.phone}
        </Typography>
      ) : null}
      {contact.linkedinUrl ? (
        <Typography>
          {t("linkedin")}: <AppLink href={contact.linkedinUrl}>{contact.linkedinUrl}</AppLink>
        </Typography>
      ) : null}
    </SectionCard>
  );
}

function MatchAndStages({ snapshot }: { snapshot: Snapshot }) {
  const t = useTranslations("DeepProfiles.snapshot");
  const locale = useLocale() as AppLocale;
  return (
    <SectionCard id="dp-match" title={t("match")}>
      {snapshot.match ? (
        <>
          <Typography fontWeight={700}>
            {t("matchScore", { score: snapshot.match.score ?? "—" })}
          </Typography>
          <Typography component="ul" sx={{ mt: 1, pl: 3 }}>
            {snapshot.match.parts.map((p) => (
              <li key={p.criterion}>
                {
                  renderExplanation(
                    p.explanation.key as ExplanationKey,
                    p.explanation.params,
                    locale,
                  ).text
                }
              </li>
            ))}
          </Typography>
        </>
      ) : (
        <Typography>{t("noMatch")}</Typography>
      )}
      <Typography component="h3" variant="subtitle1" fontWeight={700} sx={{ mt: 2 }}>
        {t("stages")}
      </Typography>
      <Typography component="ul" sx={{ m: 0, pl: 3 }}>
        {(["soft", "hard", "english"] as const).map((stage) => (
          <li key={stage}>
            {interviewStageLabels[stage][locale]}:{" "}
            {interviewStageStatusLabels[snapshot.stages[stage]][locale]}
          </li>
        ))}
      </Typography>
    </SectionCard>
  );
}

/** /deep-profile/snapshot/{id}: a snapshot as sent to the customer (each visit is logged). */
export function SnapshotPage({ id }: { id: string }) {
  const t = useTranslations("DeepProfiles.snapshot");
  const locale = useLocale() as AppLocale;
  const user = useUser();
  const snapshot = useSnapshot(id);
  const download = useDownloadPdf();
  const showError = useApiErrorToast();
  const [downloading, setDownloading] = useState(false);
  if (snapshot.isError) return <ErrorNotice title={t("notFoundTitle")} error={snapshot.error} />;
  if (!snapshot.data) return <SessionProgress />;
  const s = snapshot.data;
  const staff = isStaff(user.role);
  const onDownload = async () => {
    setDownloading(true);
    try {
      await download({ id: s.id, hashedId: s.document.developer.hashedId }, locale);
    } catch (error) {
      showError(error);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading
        compact
        title={s.headline}
        lead={t("lead", {
          offer: s.offer.title,
          customer: s.customer.name,
          date: formatDateTime(s.createdAt, locale),
        })}
        leadGap={1}
      />
      <DocumentFacts document={s.document} />
      <Stack direction="row" spacing={2} sx={{ mb: 3 }} useFlexGap flexWrap="wrap">
        <Button variant="contained" onClick={onDownload} disabled={downloading}>
          {t("download")}
        </Button>
        {staff && s.contact ? (
          <ButtonLink href={`/matchers/deep-profiles/${s.contact.professionalId}`}>
            {t("editor")}
          </ButtonLink>
        ) : null}
      </Stack>
      {s.latest ? null : (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t("notLatest")}
        </Alert>
      )}
      <Stack spacing={3}>
        {s.contact ? <Contact contact={s.contact} /> : null}
        <MatchAndStages snapshot={s} />
        <DocumentView document={s.document} />
        {staff ? <PresentationLog candidateId={s.candidateId} snapshotId={s.id} /> : null}
      </Stack>
    </Container>
  );
}
