"use client";

import { candidateStatusLabels, type Locale } from "@encaja/contracts";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";

/** Statuses a budget can price: presented to or approved by the company, or already proposed. */
const priceable = [
  "presented_to_client_pending",
  "presented_to_client",
  "presented_to_client_approved",
  "proposal_sent",
] as const;

/** The company's offer (optional) and, for it, the presented/approved candidates to price. */
export function CompanyLinks({
  customerId,
  offerId,
  candidateIds,
  onOffer,
  onCandidates,
}: {
  customerId: string;
  offerId: string | null;
  candidateIds: string[];
  onOffer: (offerId: string | null) => void;
  onCandidates: (ids: string[]) => void;
}) {
  const t = useTranslations("Budgets.editor");
  const locale = useLocale() as Locale;
  const call = useCall();
  const offers = useQuery({
    queryKey: ["budgets", "offers", customerId],
    queryFn: ({ signal }) =>
      call(routes.offers.list, { query: { customerId, limit: 50 } }, { signal }),
  });
  const candidates = useQuery({
    queryKey: ["budgets", "candidates", offerId],
    enabled: offerId !== null,
    queryFn: ({ signal }) =>
      call(
        routes.offers.candidates,
        { params: { id: offerId! }, query: { limit: 50, status: priceable.join(",") } },
        { signal },
      ),
  });
  const toggle = (id: string, on: boolean) =>
    onCandidates(on ? [...candidateIds, id] : candidateIds.filter((c) => c !== id));
  return (
    <>
      <TextField
        select
        label={t("offer")}
        value={offerId ?? ""}
        onChange={(e) => {
          onOffer(e.target.value || null);
          onCandidates([]);
        }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        fullWidth
      >
        <option value="">{t("noOffer")}</option>
        {(offers.data?.items ?? []).map((o) => (
          <option key={o.id} value={o.id}>
            {o.title}
          </option>
        ))}
      </TextField>
      {offerId ? (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <Typography component="legend" variant="subtitle2">
            {t("candidates")}
          </Typography>
          {candidates.data?.items.length === 0 ? (
            <Typography color="text.secondary">{t("noCandidates")}</Typography>
          ) : null}
          <FormGroup>
            {(candidates.data?.items ?? []).map((c) => (
              <FormControlLabel
                key={c.id}
                control={
                  <Checkbox
                    checked={candidateIds.includes(c.id)}
                    onChange={(e) => toggle(c.id, e.target.checked)}
                  />
                }
                label={`${c.developer.firstName} ${c.developer.lastName} · ${candidateStatusLabels[c.status][locale]}`}
              />
            ))}
          </FormGroup>
        </fieldset>
      ) : null}
    </>
  );
}
