import {
  englishLevelLabels,
  type PublicProfile,
  seniorityLabels,
  skillLevelLabels,
  skillLevels,
  techRoleLabel,
} from "@encaja/contracts";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SectionCard } from "@/components/SectionCard";
import { absoluteUrl, alternatesFor } from "@/features/jobs/server";
import { ExperienceMonths } from "@/features/profiles/ExperienceMonths";
import type { AppLocale } from "@/i18n/routing";
import { countryName } from "@/lib/format/countries";
import { splitMonths } from "@/lib/format/dates";

/** Title, description and robots of a public profile: `noindex` unless the developer opted in. */
export async function publicProfileMetadata(
  profile: PublicProfile,
  locale: AppLocale,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "PublicProfile.view" });
  const path = `/public-profile/${profile.professionalId}`;
  const title = t("metaTitle", {
    name: profile.name,
    role: techRoleLabel(profile.techRole, locale),
  });
  const description = profile.bio.slice(0, 160) || t("metaFallback", { name: profile.name });
  return {
    title,
    description,
    alternates: alternatesFor(path, locale),
    robots: profile.indexable ? { index: true, follow: true } : { index: false, follow: false },
    openGraph: {
      type: "profile",
      title,
      description,
      url: absoluteUrl(path, locale),
      siteName: "Encaja",
    },
  };
}

async function experienceText(months: number, locale: AppLocale) {
  const t = await getTranslations({ locale, namespace: "PublicProfile.view" });
  const { years, months: rest } = splitMonths(months);
  if (years === 0) return t("experienceMonths", { months: rest });
  if (rest === 0) return t("experienceYears", { years });
  return t("experienceYearsMonths", { years, months: rest });
}

/** /public-profile/{id}: what the developer chose to show the world, without contact data. */
export async function PublicProfileView({
  profile,
  locale,
}: {
  profile: PublicProfile;
  locale: AppLocale;
}) {
  const t = await getTranslations({ locale, namespace: "PublicProfile.view" });
  const facts = [
    techRoleLabel(profile.techRole, locale),
    profile.mainStack?.name,
    seniorityLabels[profile.seniority][locale],
    profile.englishLevel
      ? t("english", { level: englishLevelLabels[profile.englishLevel][locale] })
      : null,
    profile.country ? countryName(profile.country, locale) : null,
    await experienceText(profile.devExperienceMonths, locale),
  ].filter(Boolean);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 4 }}>
        <Avatar src={profile.photoURL ?? undefined} alt="" sx={{ width: 72, height: 72 }}>
          {profile.name.charAt(0)}
        </Avatar>
        <div>
          <Typography component="h1" variant="h4" fontWeight={800}>
            {profile.name}
          </Typography>
          <Typography color="text.secondary">{facts.join(" · ")}</Typography>
        </div>
      </Stack>
      <Stack spacing={3}>
        <SectionCard id="about" title={t("about")}>
          <Typography sx={{ whiteSpace: "pre-line" }}>{profile.bio || t("noBio")}</Typography>
        </SectionCard>
        <SectionCard id="skills" title={t("skills")}>
          {profile.skills.length === 0 ? (
            <Typography color="text.secondary">{t("noSkills")}</Typography>
          ) : (
            <Box component="ul" sx={{ display: "flex", flexWrap: "wrap", gap: 1, p: 0, m: 0 }}>
              {profile.skills.map((s) => {
                const level = skillLevels[s.level] ?? "not_evaluated";
                return (
                  <Box component="li" key={s.name} sx={{ listStyle: "none" }}>
                    <Chip label={`${s.name} · ${skillLevelLabels[level][locale]}`} />
                  </Box>
                );
              })}
            </Box>
          )}
        </SectionCard>
        <SectionCard id="experience" title={t("experience")}>
          {profile.experiences.length === 0 ? (
            <Typography color="text.secondary">{t("noExperience")}</Typography>
          ) : (
            <Stack component="ul" spacing={2} sx={{ p: 0, m: 0, listStyle: "none" }}>
              {profile.experiences.map((e) => (
                <li key={`${e.company}-${e.title}-${e.startDate}`}>
                  <Typography component="h3" variant="subtitle1" fontWeight={700}>
                    {t("role", { title: e.title, company: e.company })}
                  </Typography>
                  <ExperienceMonths experience={e} present={t("present")} locale={locale} />
                  {e.description ? (
                    <Typography sx={{ mt: 0.5, whiteSpace: "pre-line" }}>
                      {e.description}
                    </Typography>
                  ) : null}
                </li>
              ))}
            </Stack>
          )}
        </SectionCard>
      </Stack>
    </Container>
  );
}
