"use client";

import { type DeveloperProfile, defaultTimeZone, type LocationRef } from "@encaja/contracts";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { Controlled } from "@/features/forms/Controlled";
import { Field, SavingForm } from "@/features/forms/Field";
import { FieldList, personNameFields, phoneInputProps } from "@/features/forms/FieldList";
import { LocationPicker } from "@/features/forms/pickers/LocationPicker";
import { TimeZonePicker } from "@/features/forms/pickers/TimeZonePicker";
import { useContractForm } from "@/features/forms/useContractForm";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { type SectionProps, useSectionForm } from "./useSectionForm";

type Values = {
  firstName: string;
  lastName: string;
  phone: string;
  location: LocationRef | null;
  timeZone: string | null;
  /** The stated working day ("HH:MM"); both empty: the default 09:00–18:00. */
  workStart: string;
  workEnd: string;
};

const workingHoursField = (path: PropertyKey[]) => (path[1] === "start" ? "workStart" : "workEnd");

export type SectionFormProps = SectionProps & { profile: DeveloperProfile };

/**
 * First and last name, phone, location, time zone and working day → PATCH /developers/me.
 * Picking a location while no zone is chosen proposes the location's zone.
 */
export function PersonalForm({ profile, ...sectionProps }: SectionFormProps) {
  const t = useTranslations("Developer.personal");
  const callRoute = useCall();
  const section = useSectionForm(t, sectionProps);
  const payload = (v: Values) => ({
    firstName: v.firstName,
    lastName: v.lastName,
    phone: v.phone.trim() ? v.phone.trim() : null,
    locationId: v.location?.id ?? null,
    ...(v.timeZone ? { timeZone: v.timeZone } : {}),
    workingHours: v.workStart || v.workEnd ? { start: v.workStart, end: v.workEnd } : null,
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
        timeZone: profile.timeZone,
        workStart: profile.workingHours?.start ?? "",
        workEnd: profile.workingHours?.end ?? "",
      },

      toPayload: payload,
      fieldOf: (path) =>
        path[0] === "locationId"
          ? "location"
          : path[0] === "workingHours"
            ? workingHoursField(path)
            : String(path[0] ?? "root"),
      refine: (v) => ({
        ...(v.location ? {} : { location: t("locationRequired") }),
        ...(v.workStart && !v.workEnd ? { workEnd: t("workHoursBoth") } : {}),
        ...(!v.workStart && v.workEnd ? { workStart: t("workHoursBoth") } : {}),
        ...(v.workStart && v.workEnd && v.workStart >= v.workEnd
          ? { workEnd: t("workEndAfterStart") }
          : {}),
      }),
      serverPaths: {
        locationId: "location",
        "workingHours.start": "workStart",
        workingHours: "workEnd",
      },
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
        {(bound) => (
          <LocationPicker
            label={t("location")}
            required
            {...bound}
            onChange={(location) => {
              bound.onChange(location);
              if (location && !form.getValues("timeZone"))
                form.setValue("timeZone", defaultTimeZone(location));
            }}
          />
        )}
      </Controlled>
      <Controlled form={form} name="timeZone">
        {(bound) => <TimeZonePicker label={t("timeZone")} {...bound} />}
      </Controlled>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <Field
          label={t("workStart")}
          type="time"
          helper={t("workHoursHelp")}
          {...form.field("workStart")}
        />
        <Field label={t("workEnd")} type="time" {...form.field("workEnd")} />
      </Stack>
    </SavingForm>
  );
}
