import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ButtonLink";
import { initPage, type PageProps } from "@/features/i18n/page";
import { codeMessage } from "@/lib/api/errors";
import { AuthCard } from "./AuthCard";

/** Where each Google flow lands when it fails: its texts, and the ways back. */
const failures = {
  login: { namespace: "Auth.loginFailure", backHref: "/login", otherHref: "/customers/login" },
  signup: { namespace: "Auth.signupFailure", backHref: "/signup", otherHref: "/login" },
} as const;

type FailurePageProps = PageProps & { searchParams: Promise<{ code?: string | string[] }> };

/** The page where the Google `flow` lands when it fails: the code's message and the ways back. */
export function authFailurePage(flow: keyof typeof failures) {
  const { namespace, backHref, otherHref } = failures[flow];
  return async function AuthFailurePage({ params, searchParams }: FailurePageProps) {
    const locale = await initPage(params);
    const { code } = await searchParams;
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
  };
}
