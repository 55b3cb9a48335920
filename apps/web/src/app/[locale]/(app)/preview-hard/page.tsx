import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { AppLink } from "@/components/AppLink";
import { ButtonLink } from "@/components/ButtonLink";
import { PreviewHardContent } from "@/features/developer/onboarding/PreviewHardContent";
import { ClientMessages } from "@/features/i18n/ClientMessages";
import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";
import { PreviewHardBooking } from "@/features/interviews/booking/PreviewHardBooking";

export const generateMetadata = metadataFor("previewHard");

export default async function Page({ params }: PageProps) {
  const locale = await initPage(params);
  const t = await getTranslations({ locale, namespace: "PreviewHard" });
  const signUp = (
    <Stack spacing={2} sx={{ mt: 4, alignItems: "flex-start" }}>
      <ButtonLink href="/signup" variant="contained" size="large">
        {t("cta")}
      </ButtonLink>
      <Typography>
        {t("haveAccount")}{" "}
        <AppLink href={`/login?callback=${encodeURIComponent("/preview-hard")}`} underline="always">
          {t("loginToBook")}
        </AppLink>
      </Typography>
    </Stack>
  );
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography component="h1" variant="h3" fontWeight={800} gutterBottom>
        {t("title")}
      </Typography>
      <PreviewHardContent headingLevel={2} />
      <ClientMessages namespaces={["DeveloperInterviews"]}>
        <PreviewHardBooking signUp={signUp} />
      </ClientMessages>
    </Container>
  );
}
