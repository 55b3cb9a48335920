import { authFailurePage } from "@/features/auth/AuthFailure";
import { metadataFor } from "@/features/i18n/page";

export const generateMetadata = metadataFor("loginFailure");

export default authFailurePage("login");
