"use client";

import type { Application, Locale } from "@encaja/contracts";
import Chip from "@mui/material/Chip";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import text from "@/components/text.module.css";
import { formatDate } from "@/lib/format/dates";
import styles from "./summary.module.css";

/**
 * An application's first lines: the job (a heading), the company and the day it was sent or
 * the invitation came; `children` (its status) stand beside them from the sm breakpoint.
 * `dense` is the dashboard card's smaller version.
 */
export function ApplicationSummary({
  application: a,
  title = a.job.title,
  dense = false,
  children,
}: {
  application: Application;
  /** What the heading shows (a link to the job, say); the job's title by default. */
  title?: ReactNode;
  dense?: boolean;
  children: ReactNode;
}) {
  const t = useTranslations("Applications");
  const locale = useLocale() as Locale;
  const Heading = dense ? "h3" : "h2";
  return (
    <div className={dense ? `${styles.summary} ${styles.dense}` : styles.summary}>
      <div>
        <Heading className={dense ? text.subtitle : text.title}>{title}</Heading>
        <p className={`${dense ? text.small : text.body} ${text.muted}`}>
          {a.job.company?.name ?? t("confidential")} ·{" "}
          {t(a.invited ? "list.invitedOn" : "list.appliedOn", {
            date: formatDate(a.createdAt, locale),
          })}
        </p>
      </div>
      {children}
    </div>
  );
}

/** The application's status as a chip (a closed one is grey). */
export function ApplicationStatusChip({
  status,
  size,
}: {
  status: Application["status"];
  size?: "small";
}) {
  const t = useTranslations("Applications");
  return (
    <Chip
      label={t(`status.${status}`)}
      color={status === "closed" ? "default" : "primary"}
      size={size}
    />
  );
}
