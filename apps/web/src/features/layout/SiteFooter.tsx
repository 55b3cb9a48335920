import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { CookiePreferencesSlot } from "../analytics/AnalyticsSlots";
import styles from "./site.module.css";

const CONTACT_EMAIL = "hola@encaja.dev";

const columns = [
  {
    heading: "companiesHeading",
    links: [
      { key: "hire", href: "/hire" },
      { key: "pricing", href: "/pricing" },
      { key: "direct", href: "/pricing/direct" },
      { key: "staffing", href: "/pricing/staffing" },
    ],
  },
  {
    heading: "developersHeading",
    links: [
      { key: "developersLanding", href: "/developers" },
      { key: "apply", href: "/apply" },
      { key: "jobs", href: "/jobs" },
    ],
  },
  {
    heading: "legalHeading",
    links: [
      { key: "privacy", href: "/privacy" },
      { key: "terms", href: "/terms" },
      { key: "contact", href: `mailto:${CONTACT_EMAIL}` },
    ],
  },
] as const;

/** The site footer; `standalone` on public pages, which have no providers of their own. */
export async function SiteFooter({ standalone }: { standalone: boolean }) {
  const t = await getTranslations("Common");
  return (
    <footer className={styles.footer}>
      <div className="enc-container">
        <div className={styles.footerGrid}>
          <div>
            <p className={styles.footerBrand}>{t("brand")}</p>
            <p className={styles.tagline}>{t("footer.tagline")}</p>
          </div>
          <nav aria-label={t("footer.navLabel")} className={styles.footerNav}>
            {columns.map((column) => (
              <div key={column.heading}>
                <h2 className={styles.footerHeading}>{t(`footer.${column.heading}`)}</h2>
                <ul className={styles.footerList}>
                  {column.links.map((link) => (
                    <li key={link.key}>
                      {link.href.startsWith("/") ? (
                        // Not prefetched: nine server renders on every page view, for links
                        // that are rarely followed.
                        <Link href={link.href} prefetch={false}>
                          {t(`footer.${link.key}`)}
                        </Link>
                      ) : (
                        <a href={link.href}>{t(`footer.${link.key}`)}</a>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <p className={styles.rights}>
          {t("footer.rights", { year: new Date().getFullYear() })} {t("footer.madeIn")}
        </p>
        <CookiePreferencesSlot standalone={standalone} />
      </div>
    </footer>
  );
}
