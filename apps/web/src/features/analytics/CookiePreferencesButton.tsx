"use client";

import { useTranslations } from "next-intl";
import styles from "../layout/site.module.css";
import { openConsentPreferences } from "./consent";
import { useAnalyticsSession } from "./useAnalyticsState";

/** In the footer: reopens the consent bar (only where analytics applies: not for staff). */
export default function CookiePreferencesButton() {
  const t = useTranslations("Analytics");
  const { audience } = useAnalyticsSession();
  if (audience === "internal") return null;
  return (
    <button type="button" className={styles.cookieButton} onClick={openConsentPreferences}>
      {t("footerButton")}
    </button>
  );
}
