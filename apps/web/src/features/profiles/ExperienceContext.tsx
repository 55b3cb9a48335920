import {
  type CompanySize,
  companySizeLabels,
  type Industry,
  industryLabels,
  type ProjectType,
  projectTypeLabels,
} from "@encaja/contracts";
import Typography from "@mui/material/Typography";
import type { AppLocale } from "@/lib/format/locale";

type Context = {
  industry?: Industry | null;
  companySize?: CompanySize | null;
  projectType?: ProjectType | null;
};

/** "Fintech · 51–200 people · Scaling a product", or null when nothing is stated. */
export function experienceContext(e: Context, locale: AppLocale): string | null {
  const parts = [
    e.industry ? industryLabels[e.industry][locale] : null,
    e.companySize ? companySizeLabels[e.companySize][locale] : null,
    e.projectType ? projectTypeLabels[e.projectType][locale] : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(" · ") : null;
}

/** The line under a job's months with its industry, company size and kind of project. */
export function ExperienceContext({
  experience,
  locale,
}: {
  experience: Context;
  locale: AppLocale;
}) {
  const text = experienceContext(experience, locale);
  return text ? (
    <Typography variant="body2" color="text.secondary">
      {text}
    </Typography>
  ) : null;
}
