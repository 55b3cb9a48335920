import {
  AccountSettingsPage,
  accountSettingsMetadata,
} from "@/features/account-settings/AccountSettingsPage";

export const generateMetadata = accountSettingsMetadata;

/** Staff settings (matchers, superAdmin). */
export default AccountSettingsPage;
