import { ProtectedPage } from "@/features/account/ProtectedPage";
import { initPage } from "@/features/i18n/page";
import { KitPage } from "@/features/interviews/KitPage";
import { interviewsTitle } from "@/features/interviews/meta";

type Props = { params: Promise<{ locale: string; id: string }> };

export const generateMetadata = interviewsTitle("kit");

export default async function Page({ params }: Props) {
  await initPage(params);
  const { id } = await params;
  return (
    <ProtectedPage namespaces={["Interviewers"]}>
      <KitPage id={id} kind="soft" />
    </ProtectedPage>
  );
}
