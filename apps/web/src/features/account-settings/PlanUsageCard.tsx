"use client";

import { type PlanLimitKind, type PlanUsage, planLimitKinds } from "@encaja/contracts";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { SectionCard } from "@/components/SectionCard";
import { UpgradeActions } from "./PlanLimitNotice";
import { usePlanUsage } from "./queries";

function UsageBar({ kind, usage }: { kind: PlanLimitKind; usage: PlanUsage }) {
  const t = useTranslations("AccountSettings.plan");
  const allowed = usage.limits[kind];
  const used = usage.used[kind];
  const label = t(`limits.${kind}`);
  const value = allowed === null ? 0 : allowed === 0 ? 100 : Math.min(100, (used / allowed) * 100);
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: "space-between", mb: 0.5 }}>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2" color="text.secondary">
          {allowed === null ? t("usedUnlimited", { used }) : t("usedOf", { used, allowed })}
        </Typography>
      </Stack>
      {allowed === null ? null : (
        <LinearProgress
          variant="determinate"
          value={value}
          color={used >= allowed ? "warning" : "primary"}
          aria-label={label}
          sx={{ height: 8, borderRadius: 4 }}
        />
      )}
    </Box>
  );
}

/** The company's plan, a usage bar per limit and, on the free plan, how to upgrade. */
export function PlanUsageCard() {
  const t = useTranslations("AccountSettings.plan");
  const usage = usePlanUsage();
  if (!usage.data) return null;
  const data = usage.data;
  return (
    <Box sx={{ mb: 4 }}>
      <SectionCard id="plan-usage" title={t("title", { plan: t(`names.${data.plan}`) })}>
        <Stack spacing={2} sx={{ mb: data.plan === "free" ? 3 : 0 }}>
          {planLimitKinds.map((kind) => (
            <UsageBar key={kind} kind={kind} usage={data} />
          ))}
        </Stack>
        {data.plan === "free" ? (
          <>
            <Typography color="text.secondary" sx={{ mb: 1.5 }}>
              {t("upgradeLead")}
            </Typography>
            <UpgradeActions />
          </>
        ) : null}
      </SectionCard>
    </Box>
  );
}
