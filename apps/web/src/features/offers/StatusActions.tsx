"use client";

import { allowedOfferTransitions, type OfferDetail, type OfferStatus } from "@encaja/contracts";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { useToast } from "@/features/toast/ToastProvider";
import { errorDetails } from "@/lib/api/error-details";
import { useApiErrorToast, useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { useRefreshOffers } from "./queries";

/** The words of a move: publish a draft, resume a paused offer, reopen a closed one… */
type ActionKey = "publish" | "resume" | "reopen" | "discard" | "close" | "pause" | "fill";
function actionKey(from: OfferStatus, to: OfferStatus): ActionKey {
  if (to === "open") return from === "draft" ? "publish" : from === "paused" ? "resume" : "reopen";
  if (to === "closed") return from === "draft" ? "discard" : "close";
  return to === "paused" ? "pause" : "fill";
}
/** Moves that ask first (they show the offer to everyone, or end it), by their dialog's words. */
type ConfirmKey = "publish" | "closed" | "filled";
function confirmKeyOf(from: OfferStatus, to: OfferStatus): ConfirmKey | null {
  if (to === "open") return from === "draft" ? "publish" : null;
  return to === "closed" || to === "filled" ? to : null;
}

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
      const allowed = (await errorDetails(error, "INVALID_TRANSITION"))?.allowed;
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
  const askingKey = asking ? confirmKeyOf(offer.status, asking) : null;
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
        {moves.map((to) => (
          <Button
            key={to}
            variant={to === "open" ? "contained" : "outlined"}
            color={to === "closed" ? "error" : "primary"}
            disabled={busy}
            onClick={() => (confirmKeyOf(offer.status, to) ? setAsking(to) : void move(to))}
          >
            {t(actionKey(offer.status, to))}
          </Button>
        ))}
      </Stack>
      {asking && askingKey ? (
        <ConfirmDialog
          title={t(`confirm.${askingKey}.title`)}
          body={t(`confirm.${askingKey}.body`)}
          busy={busy}
          cancelLabel={t("cancel")}
          confirmLabel={t(actionKey(offer.status, asking))}
          confirmColor={asking === "closed" ? "error" : "primary"}
          onConfirm={() => void move(asking)}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </>
  );
}
