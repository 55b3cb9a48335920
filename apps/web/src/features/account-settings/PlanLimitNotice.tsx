"use client";

import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ButtonLink";
import { salesMailto } from "@/features/marketing/contact";
import { ApiError } from "@/lib/api/client";

/** True for a PLAN_LIMIT_REACHED answer. */
export const isPlanLimit = (error: unknown): boolean =>
  error instanceof ApiError && error.envelope?.code === "PLAN_LIMIT_REACHED";

/** Contact sales (as the pricing page's enterprise plan) and compare plans. */
export function UpgradeActions() {
  const t = useTranslations("AccountSettings.plan");
  return (
    <Stack direction="row" spacing={1.5} sx={{ flexWrap: "wrap", rowGap: 1 }}>
      <ButtonLink href={salesMailto} variant="contained" size="small">
        {t("upgrade")}
      </ButtonLink>
      <ButtonLink href="/pricing" variant="outlined" size="small">
        {t("comparePlans")}
      </ButtonLink>
    </Stack>
  );
}

/** A PLAN_LIMIT_REACHED answer: which limit was reached, and how to get more. */
export function PlanLimitNotice({ error }: { error: unknown }) {
  const t = useTranslations("AccountSettings.plan");
  if (!isPlanLimit(error) || !(error instanceof ApiError)) return null;
  const envelope = error.envelope as { limit?: string; allowed?: number } | undefined;
  const kind = envelope?.limit;
  const known = kind === "openOffers" || kind === "associates" || kind === "profileViewsPerMonth";
  return (
    <Alert severity="warning" sx={{ my: 2 }} action={undefined}>
      <Stack spacing={1.5}>
        <span>
          {known
            ? t("limitReached", { limit: t(`limits.${kind}`), allowed: envelope?.allowed ?? 0 })
            : t("limitReachedGeneric")}
        </span>
        <UpgradeActions />
      </Stack>
    </Alert>
  );
}
