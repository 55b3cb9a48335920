"use client";

import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ButtonLink";
import { formatMonth } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { useExperiences } from "../../queries";
import { onboardingPaths } from "../paths";
import type { StepProps } from "../useOnboarding";

export function ExperiencesFinishedStep({ o }: StepProps) {
  const t = useTranslations("Developer.onboarding");
  const locale = useLocale() as AppLocale;
  const experiences = useExperiences();
  return (
    <Stack spacing={3}>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {(experiences.data?.items ?? []).map((e) => (
          <li key={e.id}>
            <Typography>
              {e.current || !e.endDate
                ? t("experiencesFinished.item", {
                    title: e.title,
                    company: e.company,
                    from: formatMonth(e.startDate, locale),
                  })
                : t("experiencesFinished.itemFinished", {
                    title: e.title,
                    company: e.company,
                    from: formatMonth(e.startDate, locale),
                    to: formatMonth(e.endDate, locale),
                  })}
            </Typography>
          </li>
        ))}
      </Box>
      <Stack
        direction={{ xs: "column-reverse", sm: "row" }}
        spacing={2}
        sx={{ justifyContent: "space-between" }}
      >
        <ButtonLink href={onboardingPaths.experiences}>{t("experiencesFinished.edit")}</ButtonLink>
        <ButtonLink href={o.next("experiences") ?? "/onboarding"} variant="contained" size="large">
          {t("continue")}
        </ButtonLink>
      </Stack>
    </Stack>
  );
}
