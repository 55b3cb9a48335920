"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import styles from "./signInExtras.module.css";

/** Toasts stay this long unless hovered or focused (as the app's toasts). */
const TOAST_MS = 6000;

/**
 * A failed sign-in's message at the top right (role alert), like the app's toasts: it hides
 * after a few seconds unless the pointer or the focus is on it; Escape or its button closes it.
 * Loaded with the first failure.
 */
export function SignInToast({ message, onClose }: { message: string; onClose: () => void }) {
  const t = useTranslations("Common.toast");
  const [paused, setPaused] = useState(false);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => close.current(), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [paused]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close.current();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return (
    <div
      role="alert"
      className={styles.toast}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <svg className={styles.toastIcon} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8" />
      </svg>
      <p className={styles.toastMessage}>{message}</p>
      <button
        type="button"
        className={styles.close}
        onClick={onClose}
        title={t("close")}
        aria-label={t("close")}
      >
        <svg className={styles.closeIcon} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
        </svg>
      </button>
    </div>
  );
}
