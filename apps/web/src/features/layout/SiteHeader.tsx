import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { HeaderActions } from "./HeaderActions";
import styles from "./site.module.css";

/** The site header: the brand, then the visitor's or the signed-in user's navigation. */
export async function SiteHeader({ standalone }: { standalone: boolean }) {
  const t = await getTranslations("Common");
  return (
    <header className={styles.header}>
      <div className="enc-container">
        <div className={styles.toolbar}>
          <Link href="/" className={styles.brand}>
            {t("brand")}
          </Link>
          <HeaderActions standalone={standalone} />
        </div>
      </div>
    </header>
  );
}
