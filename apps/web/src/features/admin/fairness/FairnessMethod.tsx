"use client";

import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";

const stages = ["suggested", "presented", "approved", "hired"] as const;

/** How the audit is computed: the four-fifths rule, the stages, small groups, the groups. */
export function FairnessMethod() {
  const t = useTranslations("AdminFairness.method");
  return (
    <Box component="section" aria-labelledby="fairness-method-title" sx={{ mb: 4, maxWidth: 900 }}>
      <Typography id="fairness-method-title" component="h2" variant="h6" fontWeight={700}>
        {t("title")}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t("rule")}</Typography>
      <Box component="ul" sx={{ mt: 0, mb: 1 }}>
        {stages.map((stage) => (
          <li key={stage}>
            <Typography variant="body2">{t(`stages.${stage}`)}</Typography>
          </li>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t("groups")}
      </Typography>
    </Box>
  );
}
