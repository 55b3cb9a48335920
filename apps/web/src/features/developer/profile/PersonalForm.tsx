"use client";

import { type DeveloperProfile, type LocationRef, routes } from "@encaja/contracts";
import { useTranslations } from "next-intl";
import { Controlled } from "@/features/forms/Controlled";
import { Field, SavingForm } from "@/features/forms/Field";
import { FieldList, personNameFields, phoneInputProps } from "@/features/forms/FieldList";
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
      <FieldList
        form={form}
        input={Field}
        row
        fields={personNameFields({ firstName: t("firstName"), lastName: t("lastName") })}
      />
      <Field
        label={t("phone")}
        helper={t("phoneHelp")}
        {...phoneInputProps}
        {...form.field("phone")}
      />
      <Controlled form={form} name="location">
        {(bound) => <LocationPicker label={t("location")} required {...bound} />}
      </Controlled>
    </SavingForm>
  );
}
