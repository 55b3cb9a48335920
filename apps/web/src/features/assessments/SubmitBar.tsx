"use client";

import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useTranslations } from "next-intl";
import { useState } from "react";

/** The submit button with a confirmation dialog. */
export function SubmitButton({
  onSubmit,
  pending,
  label,
}: {
  onSubmit: () => void;
  pending: boolean;
  label?: string;
}) {
  const t = useTranslations("Assessments.attempt");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" size="large" disabled={pending} onClick={() => setOpen(true)}>
        {pending ? t("submitting") : (label ?? t("submit"))}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="submit-title">
        <DialogTitle id="submit-title">{label ?? t("submit")}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t("confirmSubmit")}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t("cancel")}</Button>
          <Button
            variant="contained"
            onClick={() => {
              setOpen(false);
              onSubmit();
            }}
          >
            {t("confirm")}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
