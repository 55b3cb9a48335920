import { PortalSignInPage, type SignInPageProps } from "@/features/auth/PortalSignInPage";
import { metadataFor } from "@/features/i18n/page";

export const generateMetadata = metadataFor("customerLogin");

/** Company sign-in. */
export default function Page(props: SignInPageProps) {
  return <PortalSignInPage portal="customer" {...props} />;
}
