"use client";

import { type DeveloperProfile, type LocationRef, routes } from "@encaja/contracts";
import { useTranslations } from "next-intl";
import { Controlled } from "@/features/forms/Controlled";
import { Field, SavingForm } from "@/features/forms/Field";
import { FieldList, personNameFields, phoneInputProps } from "@/features/forms/FieldList";
import { LocationPicker } from "@/features/forms/pickers/LocationPicker";
import { useContractForm } from "@/features/forms/useContractForm";
import { useCall } from "@/lib/api/hooks";
import { type SectionProps, useSectionForm } from "./useSectionForm";

type Values = {
  firstName: string;
  lastName: string;
  phone: string;
  location: LocationRef | null;
};

export type SectionFormProps = SectionProps & { profile: DeveloperProfile };

/** First and last name, phone and location → PATCH /developers/me. */
export function PersonalForm({ profile, ...sectionProps }: SectionFormProps) {
  const t = useTranslations("Developer.personal");
  const callRoute = useCall();
  const section = useSectionForm(t, sectionProps);
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
      await section.saved();
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
    <SavingForm form={form} {...section.formProps}>
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
