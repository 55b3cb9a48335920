import { deepProfileTitle } from "@/features/deep-profiles/meta";
import { SharedDeepProfilePage } from "@/features/deep-profiles/SharedDeepProfilePage";
import { ClientMessages } from "@/features/i18n/ClientMessages";
import { initPage } from "@/features/i18n/page";

type Props = { params: Promise<{ locale: string; slug: string }> };

export const generateMetadata = deepProfileTitle("shared");

export default async function Page({ params }: Props) {
  await initPage(params);
  const { slug } = await params;
  return (
    <ClientMessages namespaces={["DeepProfiles"]}>
      <SharedDeepProfilePage slug={slug} />
    </ClientMessages>
  );
}
