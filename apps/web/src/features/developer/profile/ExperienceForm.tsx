"use client";

import {
  type CompanySize,
  companySizeLabels,
  type Experience,
  type Industry,
  industryLabels,
  type ProjectType,
  projectTypeLabels,
} from "@encaja/contracts";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useEffect } from "react";
import { Controlled } from "@/features/forms/Controlled";
import { Field } from "@/features/forms/Field";
import { InlineForm } from "@/features/forms/InlineForm";
import { labelOptions } from "@/features/forms/labelOptions";
import { SkillTagsPicker } from "@/features/forms/pickers/SkillTagsPicker";
import { useContractForm } from "@/features/forms/useContractForm";
import { useToast } from "@/features/toast/ToastProvider";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { monthOf } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { useRefreshDeveloper } from "../queries";

type Values = {
  company: string;
  title: string;
  startDate: string;
  endDate: string;
  current: boolean;
  description: string;
  skills: Array<{ id: string; name: string }>;
  /** "" while not stated. */
  industry: Industry | "";
  companySize: CompanySize | "";
  projectType: ProjectType | "";
};

const emptyValues: Values = {
  company: "",
  title: "",
  startDate: "",
  endDate: "",
  current: false,
  description: "",
  skills: [],
  industry: "",
  companySize: "",
  projectType: "",
};

/** The experience form (add or edit) with month pickers and "I currently work here". */
export function ExperienceForm({
  experience,
  onDone,
}: {
  experience?: Experience;
  onDone: () => void;
}) {
  const t = useTranslations("Developer.experiences");
  const callRoute = useCall();
  const refresh = useRefreshDeveloper();
  const toast = useToast();
  const locale = useLocale() as AppLocale;
  const payload = (v: Values) => ({
    company: v.company,
    title: v.title,
    startDate: v.startDate,
    endDate: v.current ? null : v.endDate || null,
    current: v.current,
    description: v.description,
    skillIds: v.skills.map((s) => s.id),
    industry: v.industry || null,
    companySize: v.companySize || null,
    projectType: v.projectType || null,
  });
  const context = <K extends string>(labels: Record<K, Record<AppLocale, string>>) => [
    { value: "", label: t("notStated") },
    ...labelOptions(labels, locale),
  ];
  const form = useContractForm<Values>(
    "ExperienceInput",
    async (values) => {
      if (experience) {
        await callRoute(routes.experiences.update, {
          params: { id: experience.id },
          body: payload(values),
        });
      } else {
        await callRoute(routes.experiences.create, { body: payload(values) });
      }
      await refresh();
      toast.success(t("saved"));
      onDone();
    },
    {
      defaultValues: experience
        ? {
            company: experience.company,
            title: experience.title,
            startDate: experience.startDate,
            endDate: experience.endDate ?? "",
            current: experience.current,
            description: experience.description,
            skills: experience.skills.map((s) => ({ id: s.id, name: s.name })),
            industry: experience.industry ?? "",
            companySize: experience.companySize ?? "",
            projectType: experience.projectType ?? "",
          }
        : emptyValues,

      toPayload: payload,
      fieldOf: (path) => (path[0] === "skillIds" ? "skills" : String(path[0] ?? "root")),
      refine: (v) => {
        const out: Partial<Record<keyof Values, string>> = {};
        const now = monthOf();
        if (v.startDate && v.startDate > now) out.startDate = t("startFuture");
        if (!v.current && !v.endDate) out.endDate = t("endRequired");
        if (!v.current && v.endDate && v.startDate && v.endDate < v.startDate)
          out.endDate = t("endBeforeStart");
        else if (!v.current && v.endDate && v.endDate > now) out.endDate = t("endFuture");
        return out;
      },
      serverPaths: { skillIds: "skills" },
    },
  );

  const current = form.watch("current");
  const { setFocus } = form;

  useEffect(() => {
    setFocus("company");
  }, [setFocus]);

  return (
    <InlineForm
      form={form}
      label={experience ? t("editFormLabel") : t("addFormLabel")}
      heading={
        <Typography component="h3" variant="h6" fontWeight={700} sx={{ mb: 2 }}>
          {experience ? t("editTitle") : t("addTitle")}
        </Typography>
      }
      submitLabel={t("save")}
      cancel={{ label: t("cancel"), onClick: onDone }}
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <Field label={t("company")} required {...form.field("company")} />
        <Field label={t("title")} required {...form.field("title")} />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <Field
          label={t("start")}
          type="month"
          required
          helper={t("monthHelp")}
          {...form.field("startDate")}
        />
        <Field
          label={t("end")}
          type="month"
          required={!current}
          disabled={current}
          helper={current ? t("endCurrent") : t("monthHelp")}
          registration={form.register("endDate")}
          error={current ? undefined : form.errors.endDate}
        />
      </Stack>
      <Controlled form={form} name="current">
        {({ value, onChange }) => (
          <FormControlLabel
            control={<Checkbox checked={value} onChange={(e) => onChange(e.target.checked)} />}
            label={t("current")}
          />
        )}
      </Controlled>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <Field
          label={t("industry")}
          options={context(industryLabels)}
          {...form.field("industry")}
        />
        <Field
          label={t("companySize")}
          options={context(companySizeLabels)}
          {...form.field("companySize")}
        />
        <Field
          label={t("projectType")}
          options={context(projectTypeLabels)}
          {...form.field("projectType")}
        />
      </Stack>
      <Field label={t("description")} multiline rows={3} {...form.field("description")} />
      <Controlled form={form} name="skills">
        {(bound) => <SkillTagsPicker label={t("skills")} {...bound} />}
      </Controlled>
    </InlineForm>
  );
}
