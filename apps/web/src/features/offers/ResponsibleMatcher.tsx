"use client";

import type { OfferDetail } from "@encaja/contracts";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useToast } from "@/features/toast/ToastProvider";
import { noRetryOn4xx } from "@/lib/api/client";
import { useApiErrorToast, useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { useRefreshOffers } from "./queries";

/** The staff who may answer for an offer (GET /offer-staff). */
function useOfferStaff() {
  const call = useCall();
  return useQuery({
    queryKey: ["offer-staff"],
    queryFn: ({ signal }) => call(routes.offers.staff, {}, { signal }),
    staleTime: 60_000,
    retry: noRetryOn4xx,
  });
}

/**
 * The offer's responsible matcher, who hears of the company's decisions and the reminders,
 * and the select that hands the offer to another matcher.
 */
export function ResponsibleMatcher({ offer }: { offer: OfferDetail }) {
  const t = useTranslations("Offers.detail.responsible");
  const call = useCall();
  const toast = useToast();
  const showError = useApiErrorToast();
  const refresh = useRefreshOffers();
  const staff = useOfferStaff();
  const current = offer.responsibleMatcher?.id ?? "";
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const selected = chosen ?? current;
  const people = staff.data?.items ?? [];
  // Someone no longer active still shows as the current choice.
  const options =
    offer.responsibleMatcher && !people.some((p) => p.id === current)
      ? [{ id: current, fullName: offer.responsibleMatcher.fullName }, ...people]
      : people;

  const save = async () => {
    if (!selected) return;
    setBusy(true);
    try {
      const saved = await call(routes.offers.assignMatcher, {
        params: { id: offer.id },
        body: { matcherId: selected },
      });
      setChosen(null);
      toast.success(t("saved", { name: saved.responsibleMatcher?.fullName ?? "—" }));
    } catch (error) {
      showError(error);
    } finally {
      await refresh();
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1.5}>
      <Typography component="h2" variant="h6" fontWeight={700}>
        {t("title")}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {offer.responsibleMatcher ? t("help") : t("none")}
      </Typography>
      {staff.isError ? <Typography color="error">{t("loadError")}</Typography> : null}
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ alignItems: { sm: "center" } }}
      >
        <TextField
          select
          label={t("label")}
          value={selected}
          onChange={(e) => setChosen(e.target.value)}
          disabled={busy || !staff.data}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 260 }}
        >
          {current ? null : <option value="">{t("nobody")}</option>}
          {options.map((person) => (
            <option key={person.id} value={person.id}>
              {person.fullName ?? "—"}
            </option>
          ))}
        </TextField>
        <Button
          variant="outlined"
          onClick={save}
          disabled={busy || !selected || selected === current}
        >
          {t("save")}
        </Button>
      </Stack>
    </Stack>
  );
}
