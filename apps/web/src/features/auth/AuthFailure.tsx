import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ButtonLink";
import { codeMessage } from "@/lib/api/errors";
import { AuthCard } from "./AuthCard";

type Props = {
  namespace: "Auth.loginFailure" | "Auth.signupFailure";
  code: string | string[] | undefined;
  locale: "es" | "en";
  backHref: string;
  otherHref: string;
};

/** Where the Google flow lands when it fails: the code's message and the ways back. */
export async function AuthFailure({ namespace, code, locale, backHref, otherHref }: Props) {
  const t = await getTranslations(namespace);
  return (
    <AuthCard title={t("title")}>
      <Alert severity="error" sx={{ mb: 3 }}>
        {codeMessage(Array.isArray(code) ? code[0] : code, locale)}
      </Alert>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <ButtonLink href={backHref} variant="contained">
          {t("back")}
        </ButtonLink>
        <ButtonLink href={otherHref} variant="outlined">
          {t("other")}
        </ButtonLink>
      </Stack>
    </AuthCard>
  );
}
