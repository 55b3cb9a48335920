"use client";

import type { ApiKey } from "@encaja/contracts";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { CardListItem } from "@/components/CardList";
import { formatDate, formatDateTime } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";

/** One live key: name, prefix, access, dates, its owner when it is someone else's, Revoke. */
export function ApiKeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  const t = useTranslations("Integrations.apiKeys");
  const locale = useLocale() as AppLocale;
  const details = [
    t("prefix", { prefix: apiKey.prefix }),
    t("createdOn", { date: formatDate(apiKey.createdAt, locale) }),
    apiKey.lastUsedAt
      ? t("lastUsed", { date: formatDateTime(apiKey.lastUsedAt, locale) })
      : t("neverUsed"),
    ...(apiKey.mine ? [] : [t("ownerName", { name: apiKey.owner.name })]),
  ];
  return (
    <CardListItem compact>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ alignItems: { sm: "center" } }}
      >
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h3" fontWeight={700} sx={{ overflowWrap: "anywhere" }}>
            {apiKey.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {details.join(" · ")}
          </Typography>
        </Stack>
        <Chip
          size="small"
          label={apiKey.readOnly ? t("readOnly") : t("readWrite")}
          sx={{ alignSelf: { xs: "flex-start", sm: "center" } }}
        />
        <Button
          size="small"
          color="error"
          onClick={onRevoke}
          aria-label={t("revokeOne", { name: apiKey.name })}
          sx={{ alignSelf: { xs: "flex-start", sm: "center" } }}
        >
          {t("revoke")}
        </Button>
      </Stack>
    </CardListItem>
  );
}
