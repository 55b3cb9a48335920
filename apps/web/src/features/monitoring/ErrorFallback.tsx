"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { reportError } from "@/lib/monitoring/report";
import styles from "../marketing/marketing.module.css";

type Props = { error: Error & { digest?: string }; reset: () => void };

/**
 * What a page shows when it throws (app/[locale]/error.tsx): spec §8's 'Error desconocido' /
 * 'Unknown error' in the page's language with a retry, and the error is reported (ADR 0036).
 */
export function ErrorFallback({ error, reset }: Props) {
  const t = useTranslations("Monitoring");
  useEffect(() => {
    reportError({
      error,
      level: "error",
      tags: { boundary: "page", ...(error.digest ? { digest: error.digest } : {}) },
    });
  }, [error]);
  return (
    <div className={styles.message} role="alert">
      <h1 className={styles.h1}>{t("unknownError")}</h1>
      <p className={styles.sectionLead}>{t("reported")}</p>
      <button
        type="button"
        className={`${styles.button} ${styles.contained} ${styles.messageAction}`}
        onClick={reset}
      >
        {t("retry")}
      </button>
    </div>
  );
}
