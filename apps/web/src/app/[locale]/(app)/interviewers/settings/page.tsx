import {
  AccountSettingsPage,
  accountSettingsMetadata,
} from "@/features/account-settings/AccountSettingsPage";

export const generateMetadata = accountSettingsMetadata;

/** Interviewers' settings (hardInterviewer). */
export default AccountSettingsPage;
