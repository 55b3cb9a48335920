"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Link, usePathname } from "@/i18n/navigation";
import { useToken } from "../session/useToken";
import { HeaderNavLink } from "./HeaderNavLink";
import { LanguageSwitch } from "./LanguageSwitch";
import { MobileNav } from "./MobileNav";
import { isCurrent, navItems, signInPath } from "./navItems";
import styles from "./site.module.css";

// Loaded only when a session token exists, so visitors do not download the account UI. On a
// public page (standalone) it brings its own providers.
const placeholder = () => <div className={styles.grow} />;
const SignedInHeader = dynamic(() => import("../shell/SignedInHeader"), {
  ssr: false,
  loading: placeholder,
});
const SignedInHeaderStandalone = dynamic(() => import("../shell/SignedInHeaderStandalone"), {
  ssr: false,
  loading: placeholder,
});

/** The header after the brand: a visitor's navigation, or the signed-in header. */
export function HeaderActions({ standalone }: { standalone: boolean }) {
  const t = useTranslations("Common");
  const pathname = usePathname();
  const token = useToken();

  if (token) {
    return standalone ? (
      <SignedInHeaderStandalone pathname={pathname} />
    ) : (
      <SignedInHeader pathname={pathname} />
    );
  }
  return (
    <>
      <nav aria-label={t("nav.label")} className={styles.nav}>
        <ul className={styles.navList}>
          {navItems.map((item) => (
            <li key={item.key}>
              <HeaderNavLink href={item.href} current={isCurrent(item.href, pathname)}>
                {t(`nav.${item.key}`)}
              </HeaderNavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.grow} />
      <Link href={signInPath} className={`${styles.button} ${styles.signIn}`}>
        {t("nav.signIn")}
      </Link>
      <LanguageSwitch />
      <MobileNav pathname={pathname} />
    </>
  );
}
