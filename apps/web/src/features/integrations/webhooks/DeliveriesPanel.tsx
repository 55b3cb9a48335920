"use client";

import type { WebhookDelivery } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { CardList, CardListItem } from "@/components/CardList";
import { SessionProgress } from "@/features/session/SessionProgress";
import { useCall, useToastedWrite } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { formatDateTime } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { deliveriesQueryKey, eventKey, useWebhookDeliveries } from "./queries";

const statusColor = { delivered: "success", failed: "error", pending: "default" } as const;

/** An endpoint's newest deliveries: outcome, timing, the answer's start, and Redeliver. */
export function DeliveriesPanel({
  endpointId,
  canRedeliver,
}: {
  endpointId: string;
  canRedeliver: boolean;
}) {
  const t = useTranslations("Integrations.webhooks.deliveries");
  const events = useTranslations("Integrations.webhooks.events");
  const locale = useLocale() as AppLocale;
  const call = useCall();
  const client = useQueryClient();
  const deliveries = useWebhookDeliveries(endpointId);
  const { run, busy } = useToastedWrite();

  const redeliver = (delivery: WebhookDelivery) =>
    run(
      () =>
        call(routes.webhooks.redeliver, { params: { id: endpointId, deliveryId: delivery.id } }),
      () => t("redelivered"),
      () => client.invalidateQueries({ queryKey: deliveriesQueryKey(endpointId) }),
    );

  if (deliveries.isPending) return <SessionProgress />;
  if (deliveries.isError) return <Alert severity="error">{t("loadError")}</Alert>;
  if (deliveries.data.items.length === 0) {
    return <Typography color="text.secondary">{t("empty")}</Typography>;
  }
  return (
    <CardList spacing={1}>
      {deliveries.data.items.map((delivery) => {
        const details = [
          formatDateTime(delivery.createdAt, locale),
          t("attempts", { count: delivery.attempts }),
          delivery.lastStatusCode === null
            ? null
            : t("statusCode", { code: delivery.lastStatusCode }),
          delivery.lastDurationMs === null ? null : t("duration", { ms: delivery.lastDurationMs }),
        ].filter((part): part is string => part !== null);
        const answer = delivery.lastError ?? delivery.lastResponseExcerpt;
        return (
          <CardListItem key={delivery.id} compact>
            <Stack spacing={0.5}>
              <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
                <Chip
                  size="small"
                  color={statusColor[delivery.status]}
                  label={t(`status.${delivery.status}`)}
                />
                <Typography component="h4" fontWeight={600}>
                  {events(eventKey(delivery.eventType))}
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {details.join(" · ")}
              </Typography>
              {answer ? (
                <Typography
                  variant="body2"
                  component="pre"
                  sx={{
                    m: 0,
                    fontFamily: "monospace",
                    whiteSpace: "pre-wrap",
                    overflowWrap: "anywhere",
                  }}
                >
                  {answer}
                </Typography>
              ) : null}
              {canRedeliver && delivery.status !== "pending" ? (
                <Button
                  size="small"
                  onClick={() => redeliver(delivery)}
                  disabled={busy}
                  sx={{ alignSelf: "flex-start" }}
                  aria-label={t("redeliverOne", {
                    event: events(eventKey(delivery.eventType)),
                    date: formatDateTime(delivery.createdAt, locale),
                  })}
                >
                  {t("redeliver")}
                </Button>
              ) : null}
            </Stack>
          </CardListItem>
        );
      })}
    </CardList>
  );
}
