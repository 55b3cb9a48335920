"use client";

import type { LinkedInDraft } from "@encaja/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { useToast } from "@/features/toast/ToastProvider";
import { useApiErrorToast, useCall, useUploadCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { formatMonth, monthOf } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { useRefreshDeveloper } from "../../queries";
import { type StepProps, useGo } from "../useOnboarding";
import { DraftGroup } from "./LinkedInDraftGroup";

type DraftSelection = {
  experiences: boolean[];
  education: boolean[];
  skills: boolean[];
  summary: boolean;
};

export function LinkedInStep({ profile, o }: StepProps) {
  const t = useTranslations("Developer.onboarding.linkedin");
  const locale = useLocale() as AppLocale;
  const upload = useUploadCall();
  const callRoute = useCall();
  const refresh = useRefreshDeveloper();
  const showError = useApiErrorToast();
  const toast = useToast();
  const go = useGo();
  const id = useId();
  const [draft, setDraft] = useState<LinkedInDraft | null>(null);
  const [selection, setSelection] = useState<DraftSelection | null>(null);
  const [busy, setBusy] = useState<"reading" | "importing" | null>(null);
  const reviewRef = useRef<HTMLHeadingElement>(null);
  const now = monthOf();
  const importable = (e: LinkedInDraft["experiences"][number]) =>
    Boolean(e.startDate && /^\d{4}-\d{2}$/.test(e.startDate) && e.startDate <= now);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy("reading");
    try {
      const result = await upload(routes.developers.linkedinImport, file);
      setDraft(result);
      setSelection({
        experiences: result.experiences.map(importable),
        education: result.education.map(() => true),
        skills: result.skills.map((s) => s.skillId !== null),
        summary: Boolean(result.summary) && !profile.bio,
      });
      requestAnimationFrame(() => reviewRef.current?.focus());
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  };

  const skip = () => {
    o.mark("linkedin");
    go(o.next("linkedin"));
  };

  const importSelected = async () => {
    if (!draft || !selection) return;
    setBusy("importing");
    let failed = 0;
    const attempt = async (fn: () => Promise<unknown>) => {
      try {
        await fn();
      } catch (error) {
        failed += 1;
        showError(error);
      }
    };
    for (const [i, e] of draft.experiences.entries()) {
      const startDate = e.startDate;
      if (!selection.experiences[i] || !importable(e) || !startDate) continue;
      const end = e.current ? null : e.endDate && e.endDate <= now ? e.endDate : null;
      await attempt(() =>
        callRoute(routes.experiences.create, {
          body: {
            company: e.company.slice(0, 120),
            title: e.title.slice(0, 120),
            startDate,
            endDate: end ?? (e.current ? null : now),
            current: e.current,
            description: e.description.slice(0, 4000),
            skillIds: [],
            industry: e.industry,
          },
        }),
      );
    }
    for (const [i, e] of draft.education.entries()) {
      if (!selection.education[i]) continue;
      await attempt(() =>
        callRoute(routes.education.create, {
          body: {
            institution: e.institution.slice(0, 160),
            degree: e.degree.slice(0, 160),
            field: e.field.slice(0, 160),
            startYear: e.startYear,
            endYear: e.endYear,
          },
        }),
      );
    }
    const newSkills = draft.skills.filter(
      (s, i) =>
        selection.skills[i] && s.skillId && !profile.skills.some((p) => p.skillId === s.skillId),
    );
    if (newSkills.length > 0) {
      const merged = [
        ...profile.skills.map((s) => ({
          skillId: s.skillId,
          level: s.level,
          ...(s.years !== null ? { years: s.years } : {}),
        })),
        ...newSkills.map((s) => ({ skillId: s.skillId as string, level: "medium_use" as const })),
      ].slice(0, 50);
      await attempt(() => callRoute(routes.developers.putSkills, { body: merged }));
    }
    if (selection.summary && draft.summary) {
      await attempt(() =>
        callRoute(routes.developers.update, { body: { bio: draft.summary?.slice(0, 2000) } }),
      );
    }
    await refresh();
    setBusy(null);
    if (failed === 0) {
      toast.success(t("imported"));
      o.mark("linkedin");
      go(o.next("linkedin"));
    }
  };

  const toggle = (part: "experiences" | "education" | "skills", index: number) =>
    setSelection((s) => (s ? { ...s, [part]: s[part].map((v, i) => (i === index ? !v : v)) } : s));

  return (
    <Stack spacing={3}>
      {!draft ? (
        <>
          <Box component="ol" sx={{ m: 0, pl: 3, "& li": { mb: 0.5 } }}>
            <li>{t("how1")}</li>
            <li>{t("how2")}</li>
            <li>{t("how3")}</li>
          </Box>
          <Box>
            <Button variant="contained" component="label" disabled={busy !== null} size="large">
              {busy === "reading" ? t("reading") : t("upload")}
              <input
                type="file"
                hidden
                accept="application/pdf,.pdf"
                aria-label={t("upload")}
                onChange={(e) => void onFile(e.target.files?.[0])}
              />
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t("privacy")}
            </Typography>
          </Box>
        </>
      ) : null}
      {draft && selection ? (
        <Box component="section" aria-labelledby={`${id}-review`}>
          <Typography
            id={`${id}-review`}
            ref={reviewRef}
            tabIndex={-1}
            component="h2"
            variant="h5"
            fontWeight={700}
            sx={{ outline: "none", mb: 1 }}
          >
            {t("reviewTitle")}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t("reviewLead")}
          </Typography>
          {draft.headline ? (
            <Typography sx={{ mb: 2 }}>
              <strong>{t("headline")}:</strong> {draft.headline}
            </Typography>
          ) : null}
          {draft.summary ? (
            <FormControlLabel
              control={
                <Checkbox
                  checked={selection.summary}
                  onChange={() => setSelection({ ...selection, summary: !selection.summary })}
                />
              }
              label={t("useSummary")}
            />
          ) : null}
          <DraftGroup title={t("experiencesTitle")} empty={t("noneFound")}>
            {draft.experiences.map((e, i) => (
              <li key={`${e.company}|${e.title}|${e.startDate}|${e.endDate}`}>
                <FormControlLabel
                  disabled={!importable(e)}
                  control={
                    <Checkbox
                      checked={selection.experiences[i] ?? false}
                      onChange={() => toggle("experiences", i)}
                    />
                  }
                  label={`${t("position", { title: e.title, company: e.company })} · ${
                    e.startDate ? formatMonth(e.startDate, locale) : t("noDate")
                  } – ${e.current ? t("present") : e.endDate ? formatMonth(e.endDate, locale) : "…"}`}
                />
              </li>
            ))}
          </DraftGroup>
          <DraftGroup title={t("educationTitle")} empty={t("noneFound")}>
            {draft.education.map((e, i) => (
              <li key={`${e.institution}|${e.degree}|${e.startYear}`}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={selection.education[i] ?? false}
                      onChange={() => toggle("education", i)}
                    />
                  }
                  label={[e.institution, e.degree, e.field].filter(Boolean).join(" · ")}
                />
              </li>
            ))}
          </DraftGroup>
          <DraftGroup title={t("skillsTitle")} empty={t("noneFound")}>
            {draft.skills.map((s, i) => (
              <li key={s.name}>
                <FormControlLabel
                  disabled={!s.skillId}
                  control={
                    <Checkbox
                      checked={selection.skills[i] ?? false}
                      onChange={() => toggle("skills", i)}
                    />
                  }
                  label={s.skillId ? s.name : t("skillUnknown", { name: s.name })}
                />
              </li>
            ))}
          </DraftGroup>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mt: 3 }}>
            <Button
              variant="contained"
              size="large"
              disabled={busy !== null}
              onClick={() => void importSelected()}
            >
              {busy === "importing" ? t("importing") : t("import")}
            </Button>
            <Button
              disabled={busy !== null}
              onClick={() => {
                setDraft(null);
                setSelection(null);
              }}
            >
              {t("another")}
            </Button>
          </Stack>
        </Box>
      ) : null}
      <Box sx={{ borderTop: 1, borderColor: "divider", pt: 2 }}>
        <Button onClick={skip} disabled={busy !== null}>
          {t("skip")}
        </Button>
      </Box>
    </Stack>
  );
}
