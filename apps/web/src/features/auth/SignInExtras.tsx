"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useApiUrl } from "@/lib/config/ApiUrlProvider";
import { beginGoogleFlow, googleStartUrl } from "./googleFlow";
import styles from "./signInExtras.module.css";

/*
 * The parts of the plain sign-in form that load after it (one chunk): the Google button, once
 * the API said Google sign-in is configured, and the toast, with the first failure.
 */

/**
 * "Continue with Google" and the "or" divider of the plain sign-in form, loaded once the API
 * said Google sign-in is configured (the MUI GoogleButton stays on the sign-up forms).
 */
export function GoogleSignIn({
  portal,
  callback,
}: {
  portal: "developer" | "customer";
  callback: string | null;
}) {
  const t = useTranslations("Auth.google");
  const locale = useLocale();
  const apiUrl = useApiUrl();
  const start = { portal, mode: "signin" as const, callback, locale };
  return (
    <>
      <a
        className={styles.outlined}
        href={googleStartUrl(apiUrl, start)}
        onClick={(event) => {
          // Bind the sign-in to this tab: /login/success only accepts the flow it started.
          const flow = beginGoogleFlow();
          if (!flow) return;
          event.preventDefault();
          window.location.assign(googleStartUrl(apiUrl, { ...start, flow }));
        }}
      >
        <svg className={styles.googleIcon} viewBox="0 0 24 24" aria-hidden="true">
          <path
            fill="#4285F4"
            d="M21.35 11.1H12v2.9h5.35c-.25 1.5-1.7 4.4-5.35 4.4-3.2 0-5.8-2.65-5.8-5.9s2.6-5.9 5.8-5.9c1.85 0 3.05.8 3.75 1.45l2.55-2.45C16.65 4.1 14.5 3.2 12 3.2 7.1 3.2 3.2 7.1 3.2 12s3.9 8.8 8.8 8.8c5.1 0 8.45-3.6 8.45-8.65 0-.6-.05-1-.1-1.05z"
          />
        </svg>
        {t("signin")}
      </a>
      <div className={styles.divider}>{t("or")}</div>
    </>
  );
}

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
