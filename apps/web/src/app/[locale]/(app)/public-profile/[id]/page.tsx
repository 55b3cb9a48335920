import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { initPage } from "@/features/i18n/page";
import {
  PublicProfileView,
  publicProfileMetadata,
} from "@/features/public-profile/PublicProfileView";
import { fetchPublicProfile } from "@/features/public-profile/server";

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initPage(params);
  const profile = await fetchPublicProfile((await params).id);
  return profile
    ? publicProfileMetadata(profile, locale)
    : { robots: { index: false, follow: false } };
}

export default async function Page({ params }: Props) {
  const locale = await initPage(params);
  const profile = await fetchPublicProfile((await params).id);
  if (!profile) notFound();
  return <PublicProfileView profile={profile} locale={locale} />;
}
