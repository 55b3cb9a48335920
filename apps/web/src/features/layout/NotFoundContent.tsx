import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { AppLink } from "@/components/AppLink";
import { ButtonLink } from "@/components/ButtonLink";
import type { AppLocale } from "@/i18n/routing";

/** The body of the not-found page, in the request's language. */
export async function NotFoundContent({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: "NotFound" });
  return (
    <Container maxWidth="md" sx={{ py: { xs: 8, md: 12 } }}>
      <Typography component="p" sx={{ fontWeight: 800, color: "primary.main" }}>
        404
      </Typography>
      <Typography variant="h1" sx={{ mt: 1 }}>
        {t("title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, fontSize: "1.15rem" }}>
        {t("body")}
      </Typography>
      <ButtonLink href="/" variant="contained" size="large" sx={{ mt: 4 }}>
        {t("home")}
      </ButtonLink>
      <Box sx={{ mt: 5 }}>
        <Typography component="p" sx={{ fontWeight: 700 }}>
          {t("suggestions")}
        </Typography>
        <Stack component="ul" direction="row" spacing={3} sx={{ listStyle: "none", p: 0, mt: 1 }}>
          <li>
            <AppLink href="/developers" underline="always">
              {t("developers")}
            </AppLink>
          </li>
          <li>
            <AppLink href="/pricing" underline="always">
              {t("pricing")}
            </AppLink>
          </li>
        </Stack>
      </Box>
    </Container>
  );
}
