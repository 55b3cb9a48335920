"use client";

import {
  englishLevelLabels,
  type InterviewKit,
  seniorityLabels,
  skillLevelLabels,
  techRoleLabel,
} from "@encaja/contracts";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { SectionCard } from "@/components/SectionCard";
import type { AppLocale } from "@/lib/format/locale";
import { useRowName } from "./useRowName";

type Skill = { code: string; name: string; level: keyof typeof skillLevelLabels };

function SkillChips({ skills, empty }: { skills: readonly Skill[]; empty: string }) {
  const locale = useLocale() as AppLocale;
  if (skills.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Stack
      direction="row"
      component="ul"
      sx={{ flexWrap: "wrap", gap: 1, listStyle: "none", p: 0, m: 0 }}
    >
      {skills.map((s) => (
        <Chip
          component="li"
          key={s.code}
          variant="outlined"
          label={`${s.name} · ${skillLevelLabels[s.level][locale]}`}
        />
      ))}
    </Stack>
  );
}

/** The developer's profile summary and the offer's required skills. */
export function KitProfile({ kit }: { kit: InterviewKit }) {
  const t = useTranslations("Interviewers.kit");
  const locale = useLocale() as AppLocale;
  const { profile } = kit;
  const seniority =
    profile.seniority in seniorityLabels
      ? seniorityLabels[profile.seniority as keyof typeof seniorityLabels][locale]
      : profile.seniority;
  return (
    <SectionCard id="profile" title={t("profile")}>
      <Typography sx={{ mb: 1 }}>
        {[
          techRoleLabel(profile.techRole, locale),
          seniority,
          profile.englishLevel
            ? t("english", { level: englishLevelLabels[profile.englishLevel][locale] })
            : t("noEnglish"),
        ]
          .filter(Boolean)
          .join(" · ")}
      </Typography>
      {profile.bio ? (
        <Typography color="text.secondary" sx={{ whiteSpace: "pre-line", mb: 2 }}>
          {profile.bio}
        </Typography>
      ) : null}
      <Typography component="h3" variant="subtitle1" fontWeight={700} sx={{ mb: 1 }}>
        {t("developerSkills")}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <SkillChips skills={profile.skills} empty={t("noSkills")} />
      </Box>
      <Typography component="h3" variant="subtitle1" fontWeight={700} sx={{ mb: 1 }}>
        {t("requiredSkills")}
      </Typography>
      <SkillChips skills={kit.requiredSkills} empty={t("noOfferSkills")} />
    </SectionCard>
  );
}

/** The kit's suggested questions, per skill or criterion, in the page's language. */
export function KitQuestions({ kit }: { kit: InterviewKit }) {
  const t = useTranslations("Interviewers.kit");
  const locale = useLocale() as AppLocale;
  const rowName = useRowName();
  const skillNames = new Map(
    [...kit.requiredSkills, ...kit.profile.skills].map((s) => [s.code, s.name]),
  );
  return (
    <SectionCard id="questions" title={t("questions")}>
      {kit.questions.length === 0 ? (
        <Typography color="text.secondary">{t("noQuestions")}</Typography>
      ) : null}
      {kit.questions.map((group) => (
        <Box key={`${group.kind}:${group.key}`} sx={{ mb: 2 }}>
          <Typography component="h3" variant="subtitle1" fontWeight={700}>
            {rowName({
              ...group,
              name: group.kind === "skill" ? (skillNames.get(group.key) ?? null) : null,
            })}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {group.items.map((q) => (
              <li key={q.key}>
                <Typography>{q.text[locale]}</Typography>
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </SectionCard>
  );
}
