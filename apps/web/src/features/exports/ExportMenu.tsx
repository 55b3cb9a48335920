"use client";

import {
  type Endpoint,
  type EndpointInput,
  type ExportFormat,
  exportFormats,
  type Locale,
} from "@encaja/contracts";
import Button from "@mui/material/Button";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { readToken } from "@/features/session/storage";
import { useMenuButton } from "@/features/shell/useMenuButton";
import { downloadRoute } from "@/lib/api/download";
import { useApiErrorToast } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { useApiUrl } from "@/lib/config/ApiUrlProvider";

/**
 * A menu button offering an export in each format; the chosen file is fetched with the bearer
 * (a plain link could not send it) and saved under the name the API gives it.
 */
function ExportMenu<const R extends Endpoint>({
  label,
  route,
  input,
  fileName,
}: {
  label: string;
  route: R;
  input: (format: ExportFormat, locale: Locale) => EndpointInput<R>;
  /** The file's name before the day and extension, if the API's cannot be read. */
  fileName: string;
}) {
  const t = useTranslations("Exports");
  const locale = useLocale() as Locale;
  const apiUrl = useApiUrl();
  const showError = useApiErrorToast();
  const menu = useMenuButton();
  const [busy, setBusy] = useState(false);

  const download = (format: ExportFormat) => {
    menu.close();
    setBusy(true);
    const day = new Date().toISOString().slice(0, 10);
    downloadRoute(apiUrl, route, input(format, locale), {
      token: readToken(),
      locale,
      fallbackName: `${fileName}-${day}.${format}`,
    })
      .catch(showError)
      .finally(() => setBusy(false));
  };

  return (
    <>
      <Button variant="outlined" {...menu.buttonProps} disabled={busy}>
        {busy ? t("busy") : label}
      </Button>
      <Menu {...menu.menuProps} slotProps={{ list: { "aria-labelledby": menu.buttonProps.id } }}>
        {exportFormats.map((format) => (
          <MenuItem key={format} onClick={() => download(format)}>
            {t(`formats.${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** "Export candidates": the company's presented candidates, of one offer or of all. */
export function CandidatesExportMenu({ offerId }: { offerId?: string }) {
  const t = useTranslations("Exports");
  return (
    <ExportMenu
      label={t("candidates")}
      route={routes.exports.candidates}
      input={(format, locale) => ({ query: { format, locale, offerId } })}
      fileName="encaja-candidates"
    />
  );
}

/** "Export pipeline": every candidate of an offer, the matchers' view. */
export function PipelineExportMenu({ offerId }: { offerId: string }) {
  const t = useTranslations("Exports");
  return (
    <ExportMenu
      label={t("pipeline")}
      route={routes.exports.pipeline}
      input={(format, locale) => ({ params: { id: offerId }, query: { format, locale } })}
      fileName="encaja-pipeline"
    />
  );
}
