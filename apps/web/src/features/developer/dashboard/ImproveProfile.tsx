"use client";

import type { CompletenessItem } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { AppLink } from "@/components/AppLink";
import { PageHeading } from "@/components/PageHeading";
import { SessionProgress } from "@/features/session/SessionProgress";
import { useCompleteness } from "../queries";
import { completenessPaths } from "./completeness";

/** /dashboard/improve-profile: what is missing, heaviest first, each with where to fix it. */
export function ImproveProfile() {
  const t = useTranslations("Developer.dashboard");
  const completeness = useCompleteness();
  if (!completeness.data) return <SessionProgress />;
  const missing = [...completeness.data.missing].sort((a, b) => b.weight - a.weight);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading
        title={t("improveTitle")}
        lead={t("improveLead", { score: completeness.data.score })}
        leadGap={3}
      />
      <LinearProgress
        variant="determinate"
        value={completeness.data.score}
        sx={{ height: 10, borderRadius: 5, mb: 4 }}
        aria-label={t("scoreLabel")}
        aria-valuetext={t("scoreValue", { score: completeness.data.score })}
      />
      {missing.length === 0 ? (
        <Alert severity="success">{t("complete")}</Alert>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 3, "& li": { mb: 1.5 } }}>
          {missing.map((m) => (
            <li key={m.item}>
              <AppLink href={completenessPaths[m.item] ?? "/dashboard/profile"} underline="always">
                {t(`items.${m.item}`)}
              </AppLink>{" "}
              <Typography component="span" color="text.secondary">
                · {t("points", { weight: m.weight })} — {t(`hints.${m.item as CompletenessItem}`)}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Container>
  );
}
