import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { initPage } from "@/features/i18n/page";
import { JobPage, jobMetadata } from "@/features/jobs/JobPage";
import { fetchJob } from "@/features/jobs/server";

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initPage(params);
  const job = await fetchJob((await params).id);
  return job ? jobMetadata(job, locale) : {};
}

export default async function Page({ params, searchParams }: Props) {
  const locale = await initPage(params);
  const job = await fetchJob((await params).id);
  if (!job) notFound();
  return <JobPage job={job} locale={locale} from={(await searchParams).from} />;
}
