import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { AppLocale } from "@/i18n/routing";
import styles from "../marketing/marketing.module.css";

/** The body of the not-found page, in the request's language. */
export async function NotFoundContent({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: "NotFound" });
  return (
    <div className={styles.message}>
      <p className={styles.code}>404</p>
      <h1 className={styles.h1}>{t("title")}</h1>
      <p className={styles.sectionLead}>{t("body")}</p>
      <Link href="/" className={`${styles.button} ${styles.contained} ${styles.messageAction}`}>
        {t("home")}
      </Link>
      <p className={styles.strong}>{t("suggestions")}</p>
      <ul className={styles.inlineList}>
        <li>
          <Link href="/developers" className={styles.link}>
            {t("developers")}
          </Link>
        </li>
        <li>
          <Link href="/pricing" className={styles.link}>
            {t("pricing")}
          </Link>
        </li>
      </ul>
    </div>
  );
}
