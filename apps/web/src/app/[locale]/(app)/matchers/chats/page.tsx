import { ProtectedPage } from "@/features/account/ProtectedPage";
import { ChatInbox } from "@/features/chat/ChatInbox";
import { initPage, metadataFor, type PageProps } from "@/features/i18n/page";

export const generateMetadata = metadataFor("matcherChats");

export default async function Page({ params }: PageProps) {
  await initPage(params);
  return (
    <ProtectedPage namespaces={["Chat"]}>
      <ChatInbox />
    </ProtectedPage>
  );
}
