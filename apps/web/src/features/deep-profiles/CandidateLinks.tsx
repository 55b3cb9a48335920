"use client";

import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { AppLink } from "@/components/AppLink";
import { usePresentations } from "./queries";

/** Staff links of a pipeline candidate: its deep-profile editor and its latest snapshot. */
export function CandidateLinks({
  candidateId,
  developerId,
}: {
  candidateId: string;
  developerId: string;
}) {
  const t = useTranslations("DeepProfiles.nav");
  const presentations = usePresentations(candidateId, true);
  const latest = presentations.data?.items[0];
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 1, flexWrap: "wrap" }}>
      <AppLink href={`/matchers/deep-profiles/${developerId}`}>{t("deepProfile")}</AppLink>
      {latest ? (
        <AppLink href={`/deep-profile/snapshot/${latest.id}`}>{t("latestSnapshot")}</AppLink>
      ) : null}
    </Stack>
  );
}
