"use client";

import type { Application, Locale } from "@encaja/contracts";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { formatDate } from "@/lib/format/dates";

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
  return (
    <Stack
      direction={{ xs: "column", sm: "row" }}
      spacing={dense ? 1 : 2}
      sx={{ justifyContent: "space-between", alignItems: { sm: "center" } }}
    >
      <div>
        <Typography
          component={dense ? "h3" : "h2"}
          variant={dense ? "subtitle1" : "h6"}
          fontWeight={700}
        >
          {title}
        </Typography>
        <Typography variant={dense ? "body2" : "body1"} color="text.secondary">
          {a.job.company?.name ?? t("confidential")} ·{" "}
          {t(a.invited ? "list.invitedOn" : "list.appliedOn", {
            date: formatDate(a.createdAt, locale),
          })}
        </Typography>
      </div>
      {children}
    </Stack>
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
