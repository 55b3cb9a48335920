import { authFailurePage } from "@/features/auth/AuthFailure";
import { metadataFor } from "@/features/i18n/page";

export const generateMetadata = metadataFor("signupFailure");

export default authFailurePage("signup");
