"use client";

import {
  candidateStatusLabels,
  englishLevelLabels,
  type Match,
  seniorityLabels,
  techRoleLabel,
} from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { AppLink } from "@/components/AppLink";
import { countryName } from "@/lib/format/countries";
import type { AppLocale } from "@/lib/format/locale";
import { formatMoneyFromUnits } from "@/lib/format/money";
import { explanationText } from "./explain";
import { ScoreBar } from "./ScoreBar";

type Props = {
  match: Match;
  rank: number;
  busy: boolean;
  onAdd: () => void;
  onInvite: () => void;
};

/** One ranked developer: who, the score and why, and what the matcher can do with them. */
export function MatchCard({ match, rank, busy, onAdd, onInvite }: Props) {
  const t = useTranslations("Matches");
  const locale = useLocale() as AppLocale;
  const dev = match.developer;
  const facts = [
    techRoleLabel(dev.techRole, locale),
    dev.mainStack?.name,
    seniorityLabels[dev.seniority][locale],
    dev.englishLevel ? t("english", { level: englishLevelLabels[dev.englishLevel][locale] }) : null,
    dev.country ? countryName(dev.country, locale) : null,
    dev.salary
      ? t("salary", { amount: formatMoneyFromUnits(dev.salary.monthlyUsd, "USD", locale) })
      : null,
  ].filter(Boolean);
  const actions = [
    {
      text: t("addButton"),
      label: t("addLabel", { name: dev.name }),
      onClick: onAdd,
      variant: "contained",
    },
    {
      text: t("invite"),
      label: t("inviteLabel", { name: dev.name }),
      onClick: onInvite,
      variant: "outlined",
    },
  ] as const;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={`match-${dev.professionalId}`}
      sx={{ p: 2, borderRadius: 3, opacity: match.excluded ? 0.85 : 1 }}
    >
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={1}
        sx={{ justifyContent: "space-between" }}
      >
        <div>
          <Typography
            id={`match-${dev.professionalId}`}
            component="h3"
            variant="h6"
            fontWeight={700}
          >
            {`${rank}. `}
            <AppLink href={`/profiles/${dev.professionalId}`}>{dev.name}</AppLink>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {facts.join(" · ")}
          </Typography>
        </div>
        <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start", flexShrink: 0 }}>
          {match.inPipeline ? (
            <Chip
              color="primary"
              variant="outlined"
              label={t("inPipeline", {
                status: candidateStatusLabels[match.inPipeline.status][locale],
              })}
            />
          ) : (
            actions.map((action) => (
              <Button
                key={action.text}
                variant={action.variant}
                size="small"
                disabled={busy}
                onClick={action.onClick}
                aria-label={action.label}
              >
                {action.text}
              </Button>
            ))
          )}
        </Stack>
      </Stack>
      {match.excluded ? (
        <Alert severity="warning" sx={{ my: 1 }}>
          {explanationText(match.excluded.explanation, locale)}
        </Alert>
      ) : null}
      <ScoreBar score={match.score} parts={match.parts} name={dev.name} />
    </Paper>
  );
}
