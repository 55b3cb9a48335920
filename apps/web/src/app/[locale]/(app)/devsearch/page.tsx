import { initPage } from "@/features/i18n/page";
import { devSearchHref } from "@/features/talent/redirect";
import { redirect } from "@/i18n/navigation";
import type { RawSearchParams } from "@/lib/search/params";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<RawSearchParams>;
};

/** The old address of the talent search: a permanent move to /dev-search, query kept. */
export default async function Page({ params, searchParams }: Props) {
  const locale = await initPage(params);
  redirect({ href: devSearchHref(await searchParams), locale });
}
