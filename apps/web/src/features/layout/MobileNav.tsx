"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Link } from "@/i18n/navigation";
import { isCurrent, navItems, signInPath } from "./navItems";
import styles from "./site.module.css";

const MENU_ID = "mobile-navigation";

/**
 * Small screens: a menu button that opens the header links in a panel under the header.
 * Escape, a click outside or following a link closes it; Escape returns focus to the button.
 */
export function MobileNav({ pathname }: { pathname: string }) {
  const t = useTranslations("Common.nav");
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const items = [...navItems, { key: "signIn", href: signInPath } as const];

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector("a")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  return (
    <div className={styles.mobileOnly}>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        onClick={() => setOpen((value) => !value)}
        aria-label={t("openMenu")}
        aria-expanded={open}
        aria-controls={open ? MENU_ID : undefined}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24">
          <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
      </button>
      {open ? (
        <nav ref={panel} id={MENU_ID} aria-label={t("mobileLabel")} className={styles.mobileNav}>
          <ul className={styles.mobileList}>
            {items.map((item) => {
              const current = isCurrent(item.href, pathname);
              return (
                <li key={item.key}>
                  <Link
                    href={item.href}
                    className={styles.mobileLink}
                    aria-current={current ? "page" : undefined}
                    onClick={() => setOpen(false)}
                  >
                    {t(item.key)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
