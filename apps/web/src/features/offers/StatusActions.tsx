"use client";

import {
  allowedOfferTransitions,
  type OfferDetail,
  type OfferStatus,
  routes,
} from "@encaja/contracts";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useToast } from "@/features/toast/ToastProvider";
import { errorDetails } from "@/lib/api/error-details";
import { useApiErrorToast, useCall } from "@/lib/api/hooks";
import { useRefreshOffers } from "./queries";

/** The words of a move: publish a draft, resume a paused offer, reopen a closed one… */
type ActionKey = "publish" | "resume" | "reopen" | "discard" | "close" | "pause" | "fill";
function actionKey(from: OfferStatus, to: OfferStatus): ActionKey {
  if (to === "open") return from === "draft" ? "publish" : from === "paused" ? "resume" : "reopen";
  if (to === "closed") return from === "draft" ? "discard" : "close";
  return to === "paused" ? "pause" : "fill";
}
const confirmed: OfferStatus[] = ["closed", "filled"];

/** The status changes the transition table allows from the offer's current status. */
export function StatusActions({ offer }: { offer: OfferDetail }) {
  const t = useTranslations("Offers.actions");
  const ts = useTranslations("Offers.status");
  const call = useCall();
  const toast = useToast();
  const showError = useApiErrorToast();
  const refresh = useRefreshOffers();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<OfferStatus | null>(null);

  const move = async (to: OfferStatus) => {
    setAsking(null);
    setBusy(true);
    try {
      await call(routes.offers.changeStatus, { params: { id: offer.id }, body: { status: to } });
      toast.success(t("done", { status: ts(to) }));
    } catch (error) {
      const allowed = errorDetails(error, "INVALID_TRANSITION")?.allowed;
      if (allowed) {
        const names = allowed.map((s) => ts(s)).join(", ");
        toast.error(t("notAllowed", { allowed: names || t("none") }));
      } else showError(error);
    } finally {
      await refresh();
      setBusy(false);
    }
  };

  const moves = allowedOfferTransitions(offer.status);
  if (moves.length === 0) return null;
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
        {moves.map((to) => (
          <Button
            key={to}
            variant={to === "open" ? "contained" : "outlined"}
            color={to === "closed" ? "error" : "primary"}
            disabled={busy}
            onClick={() => (confirmed.includes(to) ? setAsking(to) : void move(to))}
          >
            {t(actionKey(offer.status, to))}
          </Button>
        ))}
      </Stack>
      <Dialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        aria-labelledby="status-confirm"
      >
        <DialogTitle id="status-confirm">
          {asking ? t(`confirm.${asking as "closed" | "filled"}.title`) : ""}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {asking ? t(`confirm.${asking as "closed" | "filled"}.body`) : ""}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>{t("cancel")}</Button>
          <Button variant="contained" onClick={() => asking && void move(asking)}>
            {asking ? t(actionKey(offer.status, asking)) : ""}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
