"use client";

import {
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
  webhookEventTypes,
} from "@encaja/contracts";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormLabel from "@mui/material/FormLabel";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { useApiErrorToast, useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { eventKey } from "./queries";

/** Adds an endpoint (answering its secret) or edits one: URL, description, events. */
export function EndpointDialog({
  endpoint,
  onSaved,
  onClose,
}: {
  /** The endpoint to edit; absent to add one. */
  endpoint?: WebhookEndpoint;
  onSaved: (created?: WebhookEndpointWithSecret) => void;
  onClose: () => void;
}) {
  const t = useTranslations("Integrations.webhooks");
  const call = useCall();
  const showError = useApiErrorToast();
  const titleId = useId();
  const [url, setUrl] = useState(endpoint?.url ?? "https://");
  const [description, setDescription] = useState(endpoint?.description ?? "");
  const [events, setEvents] = useState<WebhookEventType[]>(endpoint?.events ?? []);
  const [busy, setBusy] = useState(false);

  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents((current) =>
      on
        ? webhookEventTypes.filter((e) => e === type || current.includes(e))
        : current.filter((e) => e !== type),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const body = { url: url.trim(), description: description.trim(), events };
      if (endpoint) {
        await call(routes.webhooks.update, { params: { id: endpoint.id }, body });
        onSaved();
      } else {
        onSaved(await call(routes.webhooks.create, { body }));
      }
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit}>
        <DialogTitle id={titleId}>{endpoint ? t("editTitle") : t("addTitle")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t("url")}
              helperText={t("urlHelp")}
              type="url"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              required
              autoFocus
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: 2048 } }}
            />
            <TextField
              label={t("description")}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <FormControl component="fieldset">
              <FormLabel component="legend">{t("eventsLegend")}</FormLabel>
              <FormGroup>
                {webhookEventTypes.map((type) => (
                  <FormControlLabel
                    key={type}
                    control={
                      <Checkbox
                        checked={events.includes(type)}
                        onChange={(e) => toggle(type, e.target.checked)}
                      />
                    }
                    label={t(`events.${eventKey(type)}`)}
                  />
                ))}
              </FormGroup>
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t("cancel")}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || events.length === 0}>
            {endpoint ? t("save") : t("add")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
