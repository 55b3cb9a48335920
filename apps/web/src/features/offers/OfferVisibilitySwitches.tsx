"use client";

import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import { useTranslations } from "next-intl";
import { Controlled } from "@/features/forms/Controlled";
import type { ContractForm } from "@/features/forms/useContractForm";
import type { OfferFormState } from "./offerForm";

const switches = ["showSalary", "isPublic", "confidential"] as const;

/** Who sees the offer: its budget on the public page, the job board, the company's name. */
export function OfferVisibilitySwitches({ form }: { form: ContractForm<OfferFormState> }) {
  const t = useTranslations("Offers.form");
  return (
    <Stack>
      {switches.map((name) => (
        <Controlled key={name} form={form} name={name}>
          {({ value, onChange }) => (
            <FormControlLabel
              control={<Switch checked={value} onChange={(e) => onChange(e.target.checked)} />}
              label={t(name)}
            />
          )}
        </Controlled>
      ))}
    </Stack>
  );
}
