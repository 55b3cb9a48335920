"use client";

import {
  type Locale,
  type MatchRanking,
  type MatchRankingKind,
  type RankingExplanationKey,
  renderRankingExplanation,
} from "@encaja/contracts";
import Stack from "@mui/material/Stack";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";

/**
 * "Ranking: adjusted for <company> / base" (ADR 0062): the company's learnt weights or the
 * defaults, with the adjustment explained in plain words (announced when it changes).
 */
export function RankingSwitch({
  kind,
  ranking,
  onChange,
}: {
  kind: MatchRankingKind;
  ranking: MatchRanking | undefined;
  onChange: (kind: MatchRankingKind) => void;
}) {
  const t = useTranslations("Matches.ranking");
  const locale = useLocale() as Locale;
  const labelId = useId();
  const company = ranking?.companyName;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", flexWrap: "wrap" }}>
        <Typography id={labelId} component="span" sx={{ fontWeight: 600 }}>
          {t("label")}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={kind}
          aria-labelledby={labelId}
          onChange={(_, value: MatchRankingKind | null) => value && onChange(value)}
        >
          <ToggleButton value="adjusted">
            {company ? t("adjusted", { company }) : t("adjustedFallback")}
          </ToggleButton>
          <ToggleButton value="base">{t("base")}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {ranking
          ? renderRankingExplanation(
              ranking.explanation.key as RankingExplanationKey,
              ranking.explanation.params,
              locale,
            ).text
          : ""}
      </Typography>
    </Stack>
  );
}
