"use client";

import type { AuditLogEntry } from "@encaja/contracts";
import Box from "@mui/material/Box";
import { useLocale, useTranslations } from "next-intl";
import type { AppLocale } from "@/lib/format/locale";
import { type ReadableDetail, readableDetails } from "./readableDetails";

function Fields({ fields }: { fields: ReadableDetail[] }) {
  const t = useTranslations("AdminAudit");
  const fieldLabel = (key: string) => {
    const id = `fields.${key}` as Parameters<typeof t>[0];
    return t.has(id) ? t(id) : key;
  };
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: "grid",
        gridTemplateColumns: "max-content 1fr",
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      {fields.map(({ key, value }) => (
        <Box key={key} sx={{ display: "contents" }}>
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {fieldLabel(key)}
          </Box>
          <Box component="dd" sx={{ m: 0, wordBreak: "break-word" }}>
            {typeof value === "string" ? value : <Fields fields={value} />}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * An entry's details in words (labelled fields, names instead of ids, money formatted), and the
 * stored JSON behind a "technical details" disclosure.
 */
export function AuditDetails({ entry }: { entry: AuditLogEntry }) {
  const t = useTranslations("AdminAudit.table");
  const locale = useLocale() as AppLocale;
  const fields = readableDetails(entry.details, entry.names, locale, (v) => t(v ? "yes" : "no"));
  return (
    <>
      <Fields fields={fields} />
      <Box component="details" sx={{ mt: 1.5 }}>
        <Box component="summary" sx={{ cursor: "pointer" }}>
          {t("technicalDetails")}
        </Box>
        <Box
          component="pre"
          sx={{ m: 0, mt: 1, whiteSpace: "pre-wrap", wordBreak: "break-word", fontSize: "0.85em" }}
        >
          {JSON.stringify(entry.details, null, 2)}
        </Box>
      </Box>
    </>
  );
}
