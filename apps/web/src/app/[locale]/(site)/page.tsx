import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";
import { HomePage } from "@/features/landing/HomePage";

export const generateMetadata = metadataFor("home");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return <HomePage />;
}
