"use client";

import {
  englishLevelLabels,
  type MainSkillCategory,
  mainSkillCategoryLabels,
  routes,
  seniorityLabels,
} from "@encaja/contracts";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { Controlled } from "@/features/forms/Controlled";
import { Field, SavingForm } from "@/features/forms/Field";
import { labelOptions } from "@/features/forms/labelOptions";
import { useContractForm } from "@/features/forms/useContractForm";
import { useFormTexts } from "@/features/forms/useFormTexts";
import { useToast } from "@/features/toast/ToastProvider";
import { useCall } from "@/lib/api/hooks";
import { joinMonths, splitMonths } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { useRefreshDeveloper, useStacks } from "../queries";
import type { SectionFormProps } from "./PersonalForm";
import { type SkillEntry, SkillPicker } from "./SkillPicker";

type Values = {
  techRole: string;
  mainStackCode: string;
  seniority: string;
  englishLevel: string;
  years: string;
  months: string;
  bio: string;
  linkedinUrl: string;
  githubUrl: string;
  skills: SkillEntry[];
};

const techRoles = (Object.keys(mainSkillCategoryLabels) as MainSkillCategory[]).filter(
  (r) => r !== "invalid",
);

const toInt = (s: string) => (s.trim() === "" ? undefined : Number(s));

/**
 * Tech role, main stack, seniority, English, experience, bio and profile links
 * (PATCH /developers/me) and, with `withSkills`, the skills (PUT /developers/me/skills).
 */
export function ProfessionalForm({
  profile,
  submitLabel,
  backHref,
  onSaved,
  withSkills = true,
}: SectionFormProps & { withSkills?: boolean }) {
  const t = useTranslations("Developer.professional");
  const locale = useLocale() as AppLocale;
  const texts = useFormTexts();
  const callRoute = useCall();
  const refresh = useRefreshDeveloper();
  const toast = useToast();
  const stacks = useStacks();
  const experience = splitMonths(profile.devExperienceMonths);
  const fresh = profile.onboarding === "pending" && !profile.mainStack;

  const payload = (v: Values) => ({
    techRole: v.techRole || undefined,
    mainStackCode: v.mainStackCode || null,
    seniority: v.seniority || undefined,
    englishLevel: v.englishLevel || undefined,
    devExperienceMonths: joinMonths(toInt(v.years) ?? 0, toInt(v.months) ?? 0),
    bio: v.bio,
    linkedinUrl: v.linkedinUrl.trim() || null,
    githubUrl: v.githubUrl.trim() || null,
  });
  const skillsPayload = (v: Values) =>
    v.skills.map((s) => ({
      skillId: s.skillId,
      level: s.level,
      ...(s.years.trim() !== "" ? { years: Number(s.years) } : {}),
    }));

  const form = useContractForm<Values>(
    "UpdateDeveloperRequest",
    async (values) => {
      // The form's resolver validated this payload with the same schema: parsing types it.
      const body = routes.developers.update.body.parse(payload(values));
      await callRoute(routes.developers.update, { body });
      if (withSkills) {
        await callRoute(routes.developers.putSkills, { body: skillsPayload(values) });
      }
      await refresh();
      toast.success(t("saved"));
      onSaved?.();
    },
    {
      defaultValues: {
        techRole: fresh ? "" : profile.techRole,
        mainStackCode: profile.mainStack?.code ?? "",
        seniority: fresh ? "" : profile.seniority,
        englishLevel: profile.englishLevel ?? "",
        years: fresh ? "" : String(experience.years),
        months: fresh ? "" : String(experience.months),
        bio: profile.bio,
        linkedinUrl: profile.linkedinUrl ?? "",
        githubUrl: profile.githubUrl ?? "",
        skills: profile.skills.map((s) => ({
          skillId: s.skillId,
          name: s.name,
          code: s.code,
          level: s.level,
          years: s.years === null ? "" : String(s.years),
        })),
      },

      toPayload: payload,
      refine: (v) => {
        const out: Partial<Record<keyof Values, string>> = {};
        if (!v.techRole) out.techRole = texts.required;
        if (!v.mainStackCode) out.mainStackCode = texts.required;
        if (!v.seniority) out.seniority = texts.required;
        if (!v.englishLevel) out.englishLevel = texts.required;
        const years = toInt(v.years);
        const months = toInt(v.months);
        if (v.years.trim() === "") out.years = texts.required;
        else if (!Number.isInteger(years) || (years ?? 0) < 0 || (years ?? 0) > 50)
          out.years = t("yearsRange");
        if (
          v.months.trim() !== "" &&
          (!Number.isInteger(months) || (months ?? 0) < 0 || (months ?? 0) > 11)
        )
          out.months = t("monthsRange");
        const url = (s: string) => s.trim();
        if (
          url(v.linkedinUrl) &&
          !/^https?:\/\/([a-z]{2,3}\.)?linkedin\.com\//i.test(url(v.linkedinUrl))
        )
          out.linkedinUrl = t("linkedinInvalid");
        if (url(v.githubUrl) && !/^https?:\/\/(www\.)?github\.com\/[^/]+/i.test(url(v.githubUrl)))
          out.githubUrl = t("githubInvalid");
        if (withSkills && v.skills.length === 0) out.skills = t("skillsRequired");
        if (
          withSkills &&
          v.skills.some((s) => s.years.trim() !== "" && !/^\d{1,2}$/.test(s.years.trim()))
        )
          out.skills = t("skillYearsInvalid");
        return out;
      },
      serverPaths: { devExperienceMonths: "years" },
    },
  );

  const placeholder = { value: "", label: t("choose") };
  const stackOptions = (stacks.data?.items ?? []).map((s) => ({ value: s.code, label: s.name }));
  if (profile.mainStack && !stackOptions.some((o) => o.value === profile.mainStack?.code))
    stackOptions.unshift({ value: profile.mainStack.code, label: profile.mainStack.name });

  return (
    <SavingForm
      form={form}
      label={t("formLabel")}
      submitLabel={submitLabel}
      backHref={backHref}
      spacing={3}
      fieldSpacing={2.5}
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <Field
          label={t("techRole")}
          required
          {...form.field("techRole")}
          options={[placeholder, ...labelOptions(mainSkillCategoryLabels, locale, techRoles)]}
        />
        <Field
          label={t("mainStack")}
          required
          {...form.field("mainStackCode")}
          options={[placeholder, ...stackOptions]}
        />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <Field
          label={t("seniority")}
          required
          {...form.field("seniority")}
          options={[placeholder, ...labelOptions(seniorityLabels, locale)]}
        />
        <Field
          label={t("englishLevel")}
          required
          {...form.field("englishLevel")}
          options={[placeholder, ...labelOptions(englishLevelLabels, locale)]}
        />
      </Stack>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" fontWeight={700} sx={{ mb: 1.5 }}>
          {t("experienceLegend")}
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <Field
            label={t("years")}
            type="number"
            required
            min={0}
            max={50}
            inputMode="numeric"
            {...form.field("years")}
          />
          <Field
            label={t("months")}
            type="number"
            min={0}
            max={11}
            inputMode="numeric"
            {...form.field("months")}
            helper={t("monthsHelp")}
          />
        </Stack>
      </Box>
      <Field label={t("bio")} multiline rows={4} helper={t("bioHelp")} {...form.field("bio")} />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <Field
          label={t("linkedinUrl")}
          type="url"
          inputMode="url"
          placeholder="https://www.linkedin.com/in/…"
          {...form.field("linkedinUrl")}
        />
        <Field
          label={t("githubUrl")}
          type="url"
          inputMode="url"
          placeholder="https://github.com/…"
          {...form.field("githubUrl")}
        />
      </Stack>
      {withSkills ? (
        <Controlled form={form} name="skills">
          {(bound) => <SkillPicker {...bound} />}
        </Controlled>
      ) : null}
    </SavingForm>
  );
}
