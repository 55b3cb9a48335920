"use client";

import { API_KEY_NAME_MAX, type CreatedApiKey } from "@encaja/contracts";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { useApiErrorToast, useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { ShownOnceDialog } from "../ShownOnceDialog";

/**
 * Creates a key, then shows it once (copy button and a warning that it will not be shown
 * again). Closing the dialog forgets the key.
 */
export function CreateApiKeyDialog({
  onCreated,
  onClose,
}: {
  onCreated: () => void;
  onClose: () => void;
}) {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return created ? (
    <NewKeyDialog created={created} onClose={onClose} />
  ) : (
    <CreateForm
      onClose={onClose}
      onCreated={(key) => {
        setCreated(key);
        onCreated();
      }}
    />
  );
}

function CreateForm({
  onCreated,
  onClose,
}: {
  onCreated: (key: CreatedApiKey) => void;
  onClose: () => void;
}) {
  const t = useTranslations("Integrations.apiKeys.createDialog");
  const call = useCall();
  const showError = useApiErrorToast();
  const titleId = useId();
  const [name, setName] = useState("");
  const [readOnly, setReadOnly] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      onCreated(await call(routes.apiKeys.create, { body: { name: name.trim(), readOnly } }));
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit}>
        <DialogTitle id={titleId}>{t("title")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t("name")}
              helperText={t("nameHelp")}
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              autoFocus
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: API_KEY_NAME_MAX } }}
            />
            <FormControlLabel
              control={
                <Checkbox checked={readOnly} onChange={(e) => setReadOnly(e.target.checked)} />
              }
              label={t("readOnly")}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t("cancel")}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !name.trim()}>
            {t("submit")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function NewKeyDialog({ created, onClose }: { created: CreatedApiKey; onClose: () => void }) {
  const t = useTranslations("Integrations.apiKeys.secretDialog");
  return (
    <ShownOnceDialog
      words="Integrations.apiKeys.secretDialog"
      secret={created.key}
      label={t("keyLabel", { name: created.name })}
      warning={t("warning")}
      onClose={onClose}
    />
  );
}
