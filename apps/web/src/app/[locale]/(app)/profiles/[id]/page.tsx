import { ProtectedPage } from "@/features/account/ProtectedPage";
import { initPage } from "@/features/i18n/page";
import { privateTitle } from "@/features/offers/meta";
import { ProfilePage } from "@/features/profiles/ProfilePage";

type Props = { params: Promise<{ locale: string; id: string }> };

export const generateMetadata = privateTitle("Profiles", "profile");

export default async function Page({ params }: Props) {
  await initPage(params);
  const { id } = await params;
  return (
    <ProtectedPage namespaces={["Profiles", "Assessments", "DeepProfiles", "AccountSettings"]}>
      <ProfilePage id={id} />
    </ProtectedPage>
  );
}
