"use client";

import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { EnumSelect } from "@/features/forms/EnumSelect";
import { DeveloperPicker } from "./DeveloperPicker";
import type { NewInterviewForm, Who } from "./newInterviewForm";
import { type DeveloperRef, useOfferCandidates, useOpenOffers } from "./queries";

type Props = {
  form: NewInterviewForm;
  set: (change: Partial<NewInterviewForm>) => void;
  staff: boolean;
  developer: DeveloperRef | null;
  setDeveloper: (developer: DeveloperRef | null) => void;
  error?: string;
};

/** A candidate of an open offer: the offer, then one of its candidates (staff only). */
function CandidateFields({ form, set, error }: Pick<Props, "form" | "set" | "error">) {
  const t = useTranslations("Interviewers.form");
  const offers = useOpenOffers(true);
  const candidates = useOfferCandidates(form.offerId);
  const offerItems = offers.data?.items ?? [];
  const candidateItems = candidates.data?.items ?? [];
  const linked = form.candidateId && !candidateItems.some((c) => c.id === form.candidateId);
  return (
    <Stack spacing={2}>
      <EnumSelect
        label={t("offer")}
        value={form.offerId}
        emptyLabel={t("chooseOffer")}
        options={offerItems.map((o) => o.id)}
        optionLabel={(id) => {
          const offer = offerItems.find((o) => o.id === id);
          return offer ? `${offer.title} · ${offer.customer.name}` : id;
        }}
        onChange={(offerId) => set({ offerId, candidateId: "" })}
      />
      <EnumSelect
        label={t("candidate")}
        value={form.candidateId}
        emptyLabel={t("chooseCandidate")}
        options={[...(linked ? [form.candidateId] : []), ...candidateItems.map((c) => c.id)]}
        optionLabel={(id) => {
          const c = candidateItems.find((x) => x.id === id);
          return c
            ? `${c.developer.firstName} ${c.developer.lastName}`.trim()
            : t("linkedCandidate");
        }}
        onChange={(candidateId) => set({ candidateId })}
        error={error}
        required
      />
    </Stack>
  );
}

/** Who the interview is for: a candidate of an offer, or a developer without an offer. */
export function WhoFields({ form, set, staff, developer, setDeveloper, error }: Props) {
  const t = useTranslations("Interviewers.form");
  // Only staff can read offers and their candidates; a candidate given by a pipeline link
  // stays selectable for anyone.
  const canPickCandidate = staff || Boolean(form.candidateId);
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormControl>
        <FormLabel id="who-label">{t("who")}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="who-label"
          value={form.who}
          onChange={(_, who) => set({ who: who as Who })}
        >
          {canPickCandidate ? (
            <FormControlLabel value="candidate" control={<Radio />} label={t("whoCandidate")} />
          ) : null}
          <FormControlLabel value="developer" control={<Radio />} label={t("whoDeveloper")} />
        </RadioGroup>
      </FormControl>
      {form.who === "candidate" ? (
        staff ? (
          <CandidateFields form={form} set={set} error={error} />
        ) : (
          <Typography>{t("linkedCandidate")}</Typography>
        )
      ) : (
        <DeveloperPicker
          staff={staff}
          label={t("developer")}
          emptyLabel={t("chooseDeveloper")}
          value={developer}
          onChange={(d) => {
            setDeveloper(d);
            set({ developerId: d?.id ?? "" });
          }}
          error={error}
          required
        />
      )}
    </Stack>
  );
}
