import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";

const sections = ["format", "duration", "topics", "prepare", "after"] as const;

/** What the technical interview is like (server-rendered; shared by /preview-hard and onboarding). */
export async function PreviewHardContent({ headingLevel }: { headingLevel: 2 | 3 }) {
  const t = await getTranslations("PreviewHard");
  const heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Box>
      <Typography sx={{ mb: 3 }} color="text.secondary">
        {t("lead")}
      </Typography>
      {sections.map((section) => (
        <Box component="section" key={section} sx={{ mb: 3 }}>
          <Typography component={heading} variant="h5" fontWeight={700} gutterBottom>
            {t(`${section}.title`)}
          </Typography>
          <Typography sx={{ mb: 1 }}>{t(`${section}.body`)}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 3, "& li": { mb: 0.5 } }}>
            <li>{t(`${section}.points.a`)}</li>
            <li>{t(`${section}.points.b`)}</li>
            <li>{t(`${section}.points.c`)}</li>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
