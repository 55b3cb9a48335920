"use client";

import { type ApplicationPresentation, presentationOutcomeLabels } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { dateTimeFormat } from "@/lib/format/intl";
import { type AppLocale, intlLocale } from "@/lib/format/locale";

const severityOf = { pending: "info", approved: "success", not_approved: "warning" } as const;

/** A day in the viewer's own time zone (the browser's). */
const localDay = (iso: string, locale: AppLocale) =>
  dateTimeFormat(intlLocale(locale), { dateStyle: "long" }).format(new Date(iso));

/** The developer-facing words for a presentation to the company and its outcome. */
export function PresentationNote({ presentation }: { presentation: ApplicationPresentation }) {
  const t = useTranslations("Applications.presentation");
  const locale = useLocale() as AppLocale;
  return (
    <Alert severity={severityOf[presentation.outcome]} sx={{ mt: 1.5 }}>
      <Typography variant="body2" fontWeight={700}>
        {t("presentedOn", { date: localDay(presentation.presentedAt, locale) })}
      </Typography>
      <Typography variant="body2">
        {presentationOutcomeLabels[presentation.outcome][locale]}
      </Typography>
      {presentation.message ? (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: "pre-line" }}>
          {t("message", { message: presentation.message })}
        </Typography>
      ) : null}
    </Alert>
  );
}
