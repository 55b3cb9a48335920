import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ButtonLink";
import { PreviewHardContent } from "@/features/developer/onboarding/PreviewHardContent";
import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";

export const generateMetadata = metadataFor("previewHard");

export default async function Page({ params }: PageProps) {
  const locale = await initPage(params);
  const t = await getTranslations({ locale, namespace: "PreviewHard" });
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography component="h1" variant="h3" fontWeight={800} gutterBottom>
        {t("title")}
      </Typography>
      <PreviewHardContent headingLevel={2} />
      <ButtonLink href="/signup" variant="contained" size="large" sx={{ mt: 4 }}>
        {t("cta")}
      </ButtonLink>
    </Container>
  );
}
