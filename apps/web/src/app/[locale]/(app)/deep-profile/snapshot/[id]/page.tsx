import { ProtectedPage } from "@/features/account/ProtectedPage";
import { deepProfileTitle } from "@/features/deep-profiles/meta";
import { SnapshotPage } from "@/features/deep-profiles/SnapshotPage";
import { initPage } from "@/features/i18n/page";

type Props = { params: Promise<{ locale: string; id: string }> };

export const generateMetadata = deepProfileTitle("snapshot");

export default async function Page({ params }: Props) {
  await initPage(params);
  const { id } = await params;
  return (
    <ProtectedPage namespaces={["DeepProfiles"]}>
      <SnapshotPage id={id} />
    </ProtectedPage>
  );
}
