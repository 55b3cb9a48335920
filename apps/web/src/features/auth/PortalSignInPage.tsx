import { getTranslations } from "next-intl/server";
import { initPage, type PageProps } from "@/features/i18n/page";
import { PlainAuthCard, SignInMessages } from "./PlainAuthCard";
import { SignInForm } from "./SignInForm";
import { googleSignInHref } from "./server";
import { safeCallback } from "./signIn";

export type SignInPageProps = PageProps & {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const titles = { developer: "Auth.login", customer: "Auth.customerLogin" } as const;

/**
 * A portal's sign-in page (`/login` for developers and staff, `/customers/login` for
 * companies): plain HTML and one small form island, no UI kit (ADR 0040).
 */
export async function PortalSignInPage({
  portal,
  params,
  searchParams,
}: SignInPageProps & { portal: "developer" | "customer" }) {
  const locale = await initPage(params);
  const t = await getTranslations(titles[portal]);
  const callback = safeCallback((await searchParams).callback);
  const googleHref = await googleSignInHref({ portal, callback, locale });
  return (
    <PlainAuthCard title={t("title")} lead={t("lead")}>
      <SignInMessages>
        <SignInForm portal={portal} callback={callback} googleHref={googleHref} />
      </SignInMessages>
    </PlainAuthCard>
  );
}
