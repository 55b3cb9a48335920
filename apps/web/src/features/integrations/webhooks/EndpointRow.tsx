"use client";

import type { WebhookEndpoint } from "@encaja/contracts";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { CardListItem } from "@/components/CardList";
import { formatDateTime } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { DeliveriesPanel } from "./DeliveriesPanel";
import { eventKey } from "./queries";

const statusColor = {
  active: "success",
  paused: "default",
  disabled_by_failures: "warning",
} as const;

export interface EndpointActions {
  onEdit: () => void;
  onTogglePause: () => void;
  onRotate: () => void;
  onDelete: () => void;
}

/** One endpoint: URL, events, status, last delivery, its actions and its delivery log. */
export function EndpointRow({
  endpoint,
  busy,
  actions,
}: {
  endpoint: WebhookEndpoint;
  busy: boolean;
  actions: EndpointActions;
}) {
  const t = useTranslations("Integrations.webhooks");
  const locale = useLocale() as AppLocale;
  const [showLog, setShowLog] = useState(false);
  const logId = useId();
  const last = endpoint.lastDelivery;
  const label = endpoint.description || endpoint.url;
  return (
    <CardListItem compact>
      <Stack spacing={1}>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={1}
          sx={{ alignItems: { sm: "center" } }}
        >
          <Typography
            component="h3"
            fontWeight={700}
            sx={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }}
          >
            {endpoint.url}
          </Typography>
          <Chip
            size="small"
            color={statusColor[endpoint.status]}
            label={t(`status.${endpoint.status}`)}
            sx={{ alignSelf: { xs: "flex-start", sm: "center" } }}
          />
        </Stack>
        {endpoint.description ? (
          <Typography variant="body2">{endpoint.description}</Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {endpoint.events.map((type) => t(`events.${eventKey(type)}`)).join(" · ")}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {last
            ? t("lastDelivery", {
                status: t(`deliveries.status.${last.status}`),
                date: formatDateTime(last.createdAt, locale),
              })
            : t("noDeliveries")}
        </Typography>
        {endpoint.previousSecretExpiresAt ? (
          <Typography variant="body2" color="text.secondary">
            {t("rotating", { date: formatDateTime(endpoint.previousSecretExpiresAt, locale) })}
          </Typography>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
          <Button size="small" onClick={actions.onEdit} aria-label={t("editOne", { name: label })}>
            {t("edit")}
          </Button>
          <Button
            size="small"
            onClick={actions.onTogglePause}
            disabled={busy}
            aria-label={t(endpoint.status === "active" ? "pauseOne" : "resumeOne", { name: label })}
          >
            {endpoint.status === "active" ? t("pause") : t("resume")}
          </Button>
          <Button
            size="small"
            onClick={actions.onRotate}
            aria-label={t("rotateOne", { name: label })}
          >
            {t("rotate")}
          </Button>
          <Button
            size="small"
            onClick={() => setShowLog((shown) => !shown)}
            aria-expanded={showLog}
            aria-controls={logId}
            aria-label={t(showLog ? "hideLogOne" : "showLogOne", { name: label })}
          >
            {showLog ? t("hideLog") : t("showLog")}
          </Button>
          <Button
            size="small"
            color="error"
            onClick={actions.onDelete}
            aria-label={t("deleteOne", { name: label })}
          >
            {t("delete")}
          </Button>
        </Stack>
        <div id={logId} hidden={!showLog}>
          {showLog ? (
            <DeliveriesPanel endpointId={endpoint.id} canRedeliver={endpoint.status === "active"} />
          ) : null}
        </div>
      </Stack>
    </CardListItem>
  );
}
