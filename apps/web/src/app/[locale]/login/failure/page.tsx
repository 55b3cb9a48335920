import { AuthFailure } from "@/features/auth/AuthFailure";
import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";

export const generateMetadata = metadataFor("loginFailure");

type Props = PageProps & { searchParams: Promise<{ code?: string | string[] }> };

export default async function Page({ params, searchParams }: Props) {
  const locale = await initPage(params);
  const { code } = await searchParams;
  return (
    <AuthFailure
      namespace="Auth.loginFailure"
      code={code}
      locale={locale}
      backHref="/login"
      otherHref="/customers/login"
    />
  );
}
