import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";
import styles from "./site.module.css";

/** A header navigation link; the current page's is bold, underlined and aria-current. */
export function HeaderNavLink({
  href,
  current,
  children,
}: {
  href: string;
  current: boolean;
  children: ReactNode;
}) {
  return (
    <Link href={href} className={styles.navLink} aria-current={current ? "page" : undefined}>
      {children}
    </Link>
  );
}
