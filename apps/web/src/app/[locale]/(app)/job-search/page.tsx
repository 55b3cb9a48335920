import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/features/i18n/ClientMessages";
import { initPage } from "@/features/i18n/page";
import { JobBoard } from "@/features/jobs/JobBoard";
import { JobFilters } from "@/features/jobs/JobFilters";
import { alternatesFor } from "@/features/jobs/server";
import type { RawSearchParams } from "@/lib/search/params";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<RawSearchParams>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initPage(params);
  const t = await getTranslations({ locale, namespace: "Jobs.search" });
  return {
    title: t("title"),
    description: t("lead"),
    alternates: alternatesFor("/job-search", locale),
    openGraph: { title: t("title"), description: t("lead"), type: "website", siteName: "Encaja" },
  };
}

export default async function Page({ params, searchParams }: Props) {
  const locale = await initPage(params);
  return (
    <ClientMessages namespaces={["Jobs"]}>
      <JobBoard
        locale={locale}
        searchParams={await searchParams}
        filters={(props) => <JobFilters {...props} />}
      />
    </ClientMessages>
  );
}
