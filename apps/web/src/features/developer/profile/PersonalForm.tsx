"use client";

import { type DeveloperProfile, type LocationRef, routes } from "@encaja/contracts";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { Controlled } from "@/features/forms/Controlled";
import { Field, SavingForm } from "@/features/forms/Field";
import { LocationPicker } from "@/features/forms/pickers/LocationPicker";
import { useContractForm } from "@/features/forms/useContractForm";
import { useToast } from "@/features/toast/ToastProvider";
import { useCall } from "@/lib/api/hooks";
import { useRefreshDeveloper } from "../queries";

type Values = {
  firstName: string;
  lastName: string;
  phone: string;
  location: LocationRef | null;
};

export type SectionFormProps = {
  profile: DeveloperProfile;
  submitLabel: string;
  backHref?: string | null;
  onSaved?: () => void;
};

/** First and last name, phone and location → PATCH /developers/me. */
export function PersonalForm({ profile, submitLabel, backHref, onSaved }: SectionFormProps) {
  const t = useTranslations("Developer.personal");
  const callRoute = useCall();
  const refresh = useRefreshDeveloper();
  const toast = useToast();
  const payload = (v: Values) => ({
    firstName: v.firstName,
    lastName: v.lastName,
    phone: v.phone.trim() ? v.phone.trim() : null,
    locationId: v.location?.id ?? null,
  });
  const form = useContractForm<Values>(
    "UpdateDeveloperRequest",
    async (values) => {
      await callRoute(routes.developers.update, { body: payload(values) });
      await refresh();
      toast.success(t("saved"));
      onSaved?.();
    },
    {
      defaultValues: {
        firstName: profile.firstName,
        lastName: profile.lastName,
        phone: profile.phone ?? "",
        location: profile.location,
      },

      toPayload: payload,
      fieldOf: (path) => (path[0] === "locationId" ? "location" : String(path[0] ?? "root")),
      refine: (v) => (v.location ? {} : { location: t("locationRequired") }),
      serverPaths: { locationId: "location" },
    },
  );

  return (
    <SavingForm form={form} label={t("formLabel")} submitLabel={submitLabel} backHref={backHref}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <Field
          label={t("firstName")}
          autoComplete="given-name"
          required
          {...form.field("firstName")}
        />
        <Field
          label={t("lastName")}
          autoComplete="family-name"
          required
          {...form.field("lastName")}
        />
      </Stack>
      <Field
        label={t("phone")}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        helper={t("phoneHelp")}
        {...form.field("phone")}
      />
      <Controlled form={form} name="location">
        {(bound) => <LocationPicker label={t("location")} required {...bound} />}
      </Controlled>
    </SavingForm>
  );
}
