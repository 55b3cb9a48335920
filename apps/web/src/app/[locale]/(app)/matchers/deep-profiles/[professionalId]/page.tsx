import { ProtectedPage } from "@/features/account/ProtectedPage";
import { EditorPage } from "@/features/deep-profiles/EditorPage";
import { deepProfileTitle } from "@/features/deep-profiles/meta";
import { initPage } from "@/features/i18n/page";

type Props = { params: Promise<{ locale: string; professionalId: string }> };

export const generateMetadata = deepProfileTitle("editor");

export default async function Page({ params }: Props) {
  await initPage(params);
  const { professionalId } = await params;
  return (
    <ProtectedPage namespaces={["DeepProfiles"]}>
      <EditorPage professionalId={professionalId} />
    </ProtectedPage>
  );
}
