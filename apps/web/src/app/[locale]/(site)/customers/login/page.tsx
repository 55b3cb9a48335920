import { getTranslations } from "next-intl/server";
import { PlainAuthCard, SignInMessages } from "@/features/auth/PlainAuthCard";
import { SignInForm } from "@/features/auth/SignInForm";
import { googleSignInHref } from "@/features/auth/server";
import { safeCallback } from "@/features/auth/signIn";
import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";

export const generateMetadata = metadataFor("customerLogin");

type Props = PageProps & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Company sign-in: plain HTML and one small form island, no UI kit (ADR 0040). */
export default async function Page({ params, searchParams }: Props) {
  const locale = await initPage(params);
  const t = await getTranslations("Auth.customerLogin");
  const callback = safeCallback((await searchParams).callback);
  const googleHref = await googleSignInHref({ portal: "customer", callback, locale });
  return (
    <PlainAuthCard title={t("title")} lead={t("lead")}>
      <SignInMessages>
        <SignInForm portal="customer" callback={callback} googleHref={googleHref} />
      </SignInMessages>
    </PlainAuthCard>
  );
}
