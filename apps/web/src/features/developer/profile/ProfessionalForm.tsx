"use client";

import {
  englishLevelLabels,
  type MainSkillCategory,
  mainSkillCategoryLabels,
  seniorityLabels,
} from "@encaja/contracts";
import { useLocale, useTranslations } from "next-intl";
import { Controlled } from "@/features/forms/Controlled";
import { contracts } from "@/features/forms/contracts";
import { Field, SavingForm } from "@/features/forms/Field";
import { FieldList } from "@/features/forms/FieldList";
import { labelOptions } from "@/features/forms/labelOptions";
import { useContractForm } from "@/features/forms/useContractForm";
import { useFormTexts } from "@/features/forms/useFormTexts";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { joinMonths, splitMonths } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { useStacks } from "../queries";
import type { SectionFormProps } from "./PersonalForm";
import { type SkillEntry, SkillPicker } from "./SkillPicker";
import { useSectionForm } from "./useSectionForm";

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

const wholeNumber = { type: "number", inputMode: "numeric", min: 0 } as const;
const url = { type: "url", inputMode: "url" } as const;
const linkedinExample = "https://www.linkedin.com/in/…";

/**
 * Tech role, main stack, seniority, English, experience, bio and profile links
 * (PATCH /developers/me) and, with `withSkills`, the skills (PUT /developers/me/skills).
 */
export function ProfessionalForm({
  profile,
  withSkills = true,
  ...sectionProps
}: SectionFormProps & { withSkills?: boolean }) {
  const t = useTranslations("Developer.professional");
  const locale = useLocale() as AppLocale;
  const texts = useFormTexts();
  const callRoute = useCall();
  const section = useSectionForm(t, sectionProps);
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
      const body = (await contracts()).UpdateDeveloperRequest.parse(payload(values));
      await callRoute(routes.developers.update, { body });
      if (withSkills) {
        await callRoute(routes.developers.putSkills, { body: skillsPayload(values) });
      }
      await section.saved();
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

  // A required select that starts on "Choose…".
  const choice = (
    name: keyof Values,
    label: string,
    options: Array<{ value: string; label: string }>,
  ) => ({
    name,
    label,
    required: true,
    options: [{ value: "", label: t("choose") }, ...options],
  });
  const stackOptions = (stacks.data?.items ?? []).map((s) => ({ value: s.code, label: s.name }));
  if (profile.mainStack && !stackOptions.some((o) => o.value === profile.mainStack?.code))
    stackOptions.unshift({ value: profile.mainStack.code, label: profile.mainStack.name });

  return (
    <SavingForm form={form} {...section.formProps} spacing={3} fieldSpacing={2.5}>
      <FieldList
        form={form}
        input={Field}
        row
        fields={[
          choice(
            "techRole",
            t("techRole"),
            labelOptions(mainSkillCategoryLabels, locale, techRoles),
          ),
          choice("mainStackCode", t("mainStack"), stackOptions),
        ]}
      />
      <FieldList
        form={form}
        input={Field}
        row
        fields={[
          choice("seniority", t("seniority"), labelOptions(seniorityLabels, locale)),
          choice("englishLevel", t("englishLevel"), labelOptions(englishLevelLabels, locale)),
        ]}
      />
      <FieldList
        form={form}
        input={Field}
        legend={t("experienceLegend")}
        fields={[
          { name: "years", label: t("years"), ...wholeNumber, required: true, max: 50 },
          {
            name: "months",
            label: t("months"),
            ...wholeNumber,
            max: 11,
            helper: t("monthsHelp"),
          },
        ]}
      />
      <Field label={t("bio")} multiline rows={4} helper={t("bioHelp")} {...form.field("bio")} />
      <FieldList
        form={form}
        input={Field}
        row
        fields={[
          { name: "linkedinUrl", label: t("linkedinUrl"), ...url, placeholder: linkedinExample },
          { name: "githubUrl", label: t("githubUrl"), ...url, placeholder: "https://github.com/…" },
        ]}
      />
      {withSkills ? (
        <Controlled form={form} name="skills">
          {(bound) => <SkillPicker {...bound} />}
        </Controlled>
      ) : null}
    </SavingForm>
  );
}
