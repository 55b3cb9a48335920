"use client";

import type { AdminUserDetail } from "@encaja/contracts";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useToast } from "@/features/toast/ToastProvider";
import { useApiErrorToast, useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";

/** "Disable" (a dialog asks the reason) or "Enable", with the version the admin saw. */
export function AccountStatusActions({
  user,
  onChanged,
}: {
  user: AdminUserDetail;
  onChanged: (user: AdminUserDetail) => void;
}) {
  const t = useTranslations("AdminUsers.detail");
  const call = useCall();
  const toast = useToast();
  const showError = useApiErrorToast();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<AdminUserDetail>, done: string) => {
    setBusy(true);
    try {
      onChanged(await action());
      toast.success(done);
      setOpen(false);
      setReason("");
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  const params = { id: user.id };

  if (user.status === "disabled") {
    return (
      <Button
        variant="contained"
        disabled={busy}
        onClick={() =>
          run(
            () => call(routes.adminUsers.enable, { params, body: { version: user.version } }),
            t("enabled"),
          )
        }
      >
        {t("enable")}
      </Button>
    );
  }
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {t("disable")}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="disable-title">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void run(
              () =>
                call(routes.adminUsers.disable, {
                  params,
                  body: { version: user.version, reason: reason.trim() },
                }),
              t("disabled"),
            );
          }}
        >
          <DialogTitle id="disable-title">{t("disableTitle")}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              required
              multiline
              minRows={2}
              fullWidth
              margin="dense"
              label={t("reason")}
              helperText={t("reasonHelp")}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              slotProps={{ htmlInput: { minLength: 3, maxLength: 500 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{t("cancel")}</Button>
            <Button type="submit" color="error" variant="contained" disabled={busy}>
              {t("confirmDisable")}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
