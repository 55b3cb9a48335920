"use client";

import type { WebhookEndpoint } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { CardList } from "@/components/CardList";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { SectionCard } from "@/components/SectionCard";
import { SessionProgress } from "@/features/session/SessionProgress";
import { useCall, useToastedWrite } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { EndpointDialog } from "./EndpointDialog";
import { EndpointRow } from "./EndpointRow";
import { useWebhooks, webhooksQueryKey } from "./queries";
import { SecretDialog } from "./SecretDialog";

type Confirming = { kind: "rotate" | "delete"; endpoint: WebhookEndpoint };

/** The company's webhook endpoints (owner only): add, edit, pause, rotate, delete, delivery logs. */
export function WebhooksSection() {
  const t = useTranslations("Integrations.webhooks");
  const call = useCall();
  const client = useQueryClient();
  const webhooks = useWebhooks();
  const { run, busy } = useToastedWrite();
  const [editing, setEditing] = useState<WebhookEndpoint | "new" | null>(null);
  const [secret, setSecret] = useState<{ value: string; rotated: boolean } | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: webhooksQueryKey });

  const togglePause = (endpoint: WebhookEndpoint) => {
    const paused = endpoint.status === "active";
    return run(
      () => call(routes.webhooks.update, { params: { id: endpoint.id }, body: { paused } }),
      () => (paused ? t("paused") : t("resumed")),
      refresh,
    );
  };

  const confirm = async ({ kind, endpoint }: Confirming) => {
    const params = { params: { id: endpoint.id } };
    const done =
      kind === "delete"
        ? await run(
            () => call(routes.webhooks.remove, params),
            () => t("deleteDialog.done"),
            refresh,
          )
        : await run(
            () => call(routes.webhooks.rotateSecret, params),
            (rotated) => {
              setSecret({ value: rotated.secret, rotated: true });
              return t("rotateDialog.done");
            },
            refresh,
          );
    if (done) setConfirming(null);
  };

  return (
    <SectionCard id="webhooks" title={t("title")}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t("lead")}
      </Typography>
      {webhooks.isPending ? <SessionProgress /> : null}
      {webhooks.isError ? <Alert severity="error">{t("loadError")}</Alert> : null}
      {webhooks.data ? (
        <Stack spacing={3}>
          <Button
            variant="contained"
            onClick={() => setEditing("new")}
            sx={{ alignSelf: "flex-start" }}
          >
            {t("addButton")}
          </Button>
          {webhooks.data.items.length === 0 ? (
            <Typography color="text.secondary">{t("empty")}</Typography>
          ) : (
            <CardList spacing={1.5}>
              {webhooks.data.items.map((endpoint) => (
                <EndpointRow
                  key={endpoint.id}
                  endpoint={endpoint}
                  busy={busy}
                  actions={{
                    onEdit: () => setEditing(endpoint),
                    onTogglePause: () => togglePause(endpoint),
                    onRotate: () => setConfirming({ kind: "rotate", endpoint }),
                    onDelete: () => setConfirming({ kind: "delete", endpoint }),
                  }}
                />
              ))}
            </CardList>
          )}
        </Stack>
      ) : null}
      {editing ? (
        <EndpointDialog
          endpoint={editing === "new" ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(created) => {
            setEditing(null);
            if (created) setSecret({ value: created.secret, rotated: false });
            void refresh();
          }}
        />
      ) : null}
      {secret ? (
        <SecretDialog
          secret={secret.value}
          rotated={secret.rotated}
          onClose={() => setSecret(null)}
        />
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t(`${confirming.kind}Dialog.title`)}
          body={t(`${confirming.kind}Dialog.text`, { url: confirming.endpoint.url })}
          busy={busy}
          cancelLabel={t("cancel")}
          confirmLabel={t(`${confirming.kind}Dialog.confirm`)}
          confirmColor={confirming.kind === "delete" ? "error" : "primary"}
          focusCancel
          onConfirm={() => confirm(confirming)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </SectionCard>
  );
}
