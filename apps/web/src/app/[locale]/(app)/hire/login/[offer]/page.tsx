import { getTranslations } from "next-intl/server";
import { AuthPage } from "@/features/auth/AuthPage";
import { googleSignInHref } from "@/features/auth/server";
import { safeCallback } from "@/features/auth/signIn";
import { HireLoginClaim } from "@/features/hire/HireLoginClaim";
import { ClientMessages } from "@/features/i18n/ClientMessages";
import { initPage, metadataFor } from "@/features/i18n/page";

export const generateMetadata = metadataFor("hireLogin");

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; offer: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = await initPage(params);
  const t = await getTranslations("Auth.hireLogin");
  const { offer } = await params;
  // Where the sign-in comes back to (HireLoginClaim's callback): the Google button's too.
  const callback =
    safeCallback((await searchParams).callback) ?? `/hire/login/${encodeURIComponent(offer)}`;
  const googleHref = await googleSignInHref({ portal: "customer", callback, locale });
  return (
    <AuthPage title={t("title")} lead={t("lead")}>
      <ClientMessages namespaces={["Auth", "Forms", "HireFlow"]}>
        <HireLoginClaim offer={offer} googleHref={googleHref} />
      </ClientMessages>
    </AuthPage>
  );
}
