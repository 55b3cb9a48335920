"use client";

import { candidateStatusLabels, seniorityLabels, techRoleLabel } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { AppLink } from "@/components/AppLink";
import { SectionCard } from "@/components/SectionCard";
import { useDeveloperView } from "@/features/profiles/queries";
import type { AppLocale } from "@/lib/format/locale";

/** Beside the chat for staff: the developer's profile summary and candidacies. */
export function StaffPanel({ professionalId }: { professionalId: string }) {
  const t = useTranslations("Chat.panel");
  const locale = useLocale() as AppLocale;
  const view = useDeveloperView(professionalId);
  if (view.isError) return <Alert severity="error">{t("loadError")}</Alert>;
  if (view.data?.audience !== "staff") return null;
  const { profile, candidacies } = view.data;
  const facts = [
    techRoleLabel(profile.techRole, locale),
    profile.mainStack?.name,
    seniorityLabels[profile.seniority][locale],
    profile.location ? `${profile.location.name}, ${profile.location.countryName}` : null,
  ].filter(Boolean);
  return (
    <SectionCard id="chat-developer" title={t("title")}>
      <Typography fontWeight={700}>{`${profile.firstName} ${profile.lastName}`.trim()}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {facts.join(" · ")}
      </Typography>
      <AppLink href={`/profiles/${professionalId}`} underline="always">
        {t("profile")}
      </AppLink>
      <Typography component="h3" variant="subtitle1" fontWeight={700} sx={{ mt: 2 }}>
        {t("candidacies")}
      </Typography>
      {candidacies.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t("noCandidacies")}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {candidacies.map((c) => (
            <li key={c.candidateId}>
              <Typography variant="body2">
                <AppLink href={`/matchers/offer/${c.offer.id}#pipeline`}>{c.offer.title}</AppLink> ·{" "}
                {c.offer.customerName} · {candidateStatusLabels[c.status][locale]}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
