"use client";

import { type MatchPart, matchCriterionLabels } from "@encaja/contracts";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import type { AppLocale } from "@/lib/format/locale";
import { explanationText } from "./explain";

/** Points a part gives (weight × value), one decimal. */
export const partPoints = (part: MatchPart) => Math.round(part.weight * part.value * 10) / 10;

/** The score as a bar, then each criterion: its points out of its weight and why. */
export function ScoreBar({
  score,
  parts,
  name,
}: {
  score: number;
  parts: MatchPart[];
  name: string;
}) {
  const t = useTranslations("Matches");
  const locale = useLocale() as AppLocale;
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <LinearProgress
          variant="determinate"
          value={score}
          aria-label={t("scoreLabel", { name })}
          sx={{ flex: 1, height: 10, borderRadius: 5 }}
        />
        <Typography fontWeight={700}>{t("score", { score })}</Typography>
      </Stack>
      <Box component="ul" aria-label={t("whyLabel", { name })} sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {parts.map((part) => (
          <Typography component="li" variant="body2" key={part.criterion}>
            <strong>
              {`${matchCriterionLabels[part.criterion][locale]} ${t("points", { points: partPoints(part), weight: part.weight })}`}
            </strong>
            {`: ${explanationText(part.explanation, locale)}`}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
