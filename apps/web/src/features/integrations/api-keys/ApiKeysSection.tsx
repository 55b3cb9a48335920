"use client";

import type { ApiKey } from "@encaja/contracts";
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
import { ApiKeyRow } from "./ApiKeyRow";
import { AssociatesKeySetting } from "./AssociatesKeySetting";
import { CreateApiKeyDialog } from "./CreateApiKeyDialog";
import { apiKeysQueryKey, useApiKeys } from "./queries";

/** The signed-in person's API keys: list, create (the key shown once) and revoke. */
export function ApiKeysSection() {
  const t = useTranslations("Integrations.apiKeys");
  const call = useCall();
  const client = useQueryClient();
  const keys = useApiKeys();
  const { run, busy } = useToastedWrite();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: apiKeysQueryKey });
  const data = keys.data;

  return (
    <SectionCard id="api-keys" title={t("title")}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t("lead")}
      </Typography>
      {keys.isPending ? <SessionProgress /> : null}
      {keys.isError ? <Alert severity="error">{t("loadError")}</Alert> : null}
      {data ? (
        <Stack spacing={3}>
          {data.settings.canChangeSettings ? (
            <AssociatesKeySetting allowed={data.settings.associatesMayCreate === true} />
          ) : null}
          {data.settings.canCreate ? (
            <Button
              variant="contained"
              onClick={() => setCreating(true)}
              sx={{ alignSelf: "flex-start" }}
            >
              {t("create")}
            </Button>
          ) : (
            <Alert severity="info">{t("notAllowed")}</Alert>
          )}
          {data.items.length === 0 ? (
            <Typography color="text.secondary">{t("empty")}</Typography>
          ) : (
            <CardList spacing={1.5}>
              {data.items.map((apiKey) => (
                <ApiKeyRow key={apiKey.id} apiKey={apiKey} onRevoke={() => setRevoking(apiKey)} />
              ))}
            </CardList>
          )}
        </Stack>
      ) : null}
      {creating ? (
        <CreateApiKeyDialog onCreated={refresh} onClose={() => setCreating(false)} />
      ) : null}
      {revoking ? (
        <ConfirmDialog
          title={t("revokeDialog.title")}
          body={t("revokeDialog.text", { name: revoking.name })}
          busy={busy}
          cancelLabel={t("revokeDialog.cancel")}
          confirmLabel={t("revokeDialog.confirm")}
          confirmColor="error"
          focusCancel
          onConfirm={async () => {
            const apiKey = revoking;
            const done = await run(
              () => call(routes.apiKeys.revoke, { params: { id: apiKey.id } }),
              () => t("revokeDialog.done"),
              refresh,
            );
            if (done) setRevoking(null);
          }}
          onClose={() => setRevoking(null)}
        />
      ) : null}
    </SectionCard>
  );
}
