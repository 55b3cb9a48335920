import { ProtectedPage } from "@/features/account/ProtectedPage";
import { ChatPage } from "@/features/chat/ChatPage";
import { initPage, metadataFor } from "@/features/i18n/page";

type Props = { params: Promise<{ locale: string; id: string }> };

export const generateMetadata = metadataFor("chat");

export default async function Page({ params }: Props) {
  await initPage(params);
  const { id } = await params;
  return (
    <ProtectedPage namespaces={["Chat"]}>
      <ChatPage id={id} />
    </ProtectedPage>
  );
}
