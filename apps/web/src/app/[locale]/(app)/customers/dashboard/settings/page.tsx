import {
  AccountSettingsPage,
  accountSettingsMetadata,
} from "@/features/account-settings/AccountSettingsPage";

export const generateMetadata = accountSettingsMetadata;

/** The company's people's settings (customer, associate). */
export default AccountSettingsPage;
