import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ButtonLink";
import { AuthCard } from "@/features/auth/AuthCard";
import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";
import { codeMessage } from "@/lib/api/errors";

export const generateMetadata = metadataFor("signupFailure");

type Props = PageProps & { searchParams: Promise<{ code?: string | string[] }> };

/** Where the Google flow lands when it fails: the code's message and a way back. */
export default async function Page({ params, searchParams }: Props) {
  const locale = await initPage(params);
  const t = await getTranslations("Auth.signupFailure");
  const { code } = await searchParams;
  return (
    <AuthCard title={t("title")}>
      <Alert severity="error" sx={{ mb: 3 }}>
        {codeMessage(Array.isArray(code) ? code[0] : code, locale)}
      </Alert>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <ButtonLink href="/signup" variant="contained">
          {t("back")}
        </ButtonLink>
        <ButtonLink href="/login" variant="outlined">
          {t("other")}
        </ButtonLink>
      </Stack>
    </AuthCard>
  );
}
