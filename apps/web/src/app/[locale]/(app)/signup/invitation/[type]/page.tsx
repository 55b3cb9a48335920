import { InvitationPage, invitationMetadata } from "@/features/auth/InvitationPage";

export const generateMetadata = invitationMetadata;

export default InvitationPage;
