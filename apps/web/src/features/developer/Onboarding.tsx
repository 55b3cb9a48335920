"use client";

import type { DeveloperProfile, LinkedInDraft } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Container from "@mui/material/Container";
import FormControlLabel from "@mui/material/FormControlLabel";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Step from "@mui/material/Step";
import StepLabel from "@mui/material/StepLabel";
import Stepper from "@mui/material/Stepper";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { AppLink } from "@/components/AppLink";
import { ButtonLink } from "@/components/ButtonLink";
import { OnboardingOfferStep } from "@/features/jobs/OnboardingOfferStep";
import { SessionProgress } from "@/features/session/SessionProgress";
import { useToast } from "@/features/toast/ToastProvider";
import { useRouter } from "@/i18n/navigation";
import { ApiError } from "@/lib/api/client";
import { useApi, useApiErrorToast, useUpload } from "@/lib/api/hooks";
import { OnboardingCodeAssessmentStart } from "../assessments/OnboardingStart";
import { useMyAssessments } from "../assessments/queries";
import { EmploymentForm } from "./Employment";
import { ExperiencesManager } from "./Experiences";
import {
  type AppLocale,
  appliedFromOnboardingPath,
  completedOnboardingSteps,
  formatMonth,
  missingStepPaths,
  monthOf,
  neighbourStep,
  type OnboardingStepKey,
  onboardingPaths,
  resolveOnboardingStep,
  visibleSteps,
} from "./helpers";
import { useOnboardingFlags, useSignupProject } from "./onboardingState";
import { PersonalForm, PhotoUpload } from "./PersonalForm";
import { ProfessionalForm } from "./ProfessionalForm";
import {
  useAvailability,
  useExperiences,
  useOnboardingStatus,
  usePreferences,
  useProfile,
  useRefreshDeveloper,
} from "./queries";

/** Everything the onboarding steps need; `ready` once the API and the browser answered. */
function useOnboarding() {
  const profile = useProfile();
  const status = useOnboardingStatus();
  const availability = useAvailability();
  const project = useSignupProject();
  const { flags, mark } = useOnboardingFlags(profile.data?.professionalId);
  const hasProject = Boolean(project);
  const ready =
    profile.data != null && status.data != null && availability.isSuccess && project !== undefined;
  const error = profile.error ?? status.error ?? availability.error;
  const path = (step: OnboardingStepKey | null) => (step ? onboardingPaths[step] : null);
  const completed = status.data
    ? completedOnboardingSteps({
        status: status.data,
        hasAvailability: availability.data != null,
        flags,
      })
    : new Set<OnboardingStepKey>();
  return {
    completed,
    ready,
    error,
    profile: profile.data ?? null,
    status: status.data ?? null,
    availability: availability.data ?? null,
    project: project ?? null,
    hasProject,
    flags,
    mark,
    next: (step: OnboardingStepKey) => path(neighbourStep(step, 1, hasProject)),
    back: (step: OnboardingStepKey) => path(neighbourStep(step, -1, hasProject)),
  };
}

function LoadError({ error }: { error: unknown }) {
  const t = useTranslations("Developer.common");
  const locale = useLocale() as AppLocale;
  const [text, setText] = useState(t("loadError"));
  useEffect(() => {
    void import("@/lib/api/errors").then(({ apiErrorMessage }) =>
      setText(`${t("loadError")} ${apiErrorMessage(error, locale)}`),
    );
  }, [error, locale, t]);
  return <Alert severity="error">{text}</Alert>;
}

/** /onboarding: sends the developer to the first step still to do (or the dashboard). */
export function OnboardingIndex() {
  const o = useOnboarding();
  const router = useRouter();
  const target =
    o.ready && o.status
      ? (() => {
          const step = resolveOnboardingStep({
            status: o.status,
            hasAvailability: o.availability !== null,
            hasProject: o.hasProject,
            flags: o.flags,
          });
          return step ? onboardingPaths[step] : "/dashboard";
        })()
      : null;
  useEffect(() => {
    if (target) router.replace(target);
  }, [target, router]);
  if (o.error) return <LoadError error={o.error} />;
  return <SessionProgress />;
}

/** The page frame of a step: title, the visible stepper and the step's content. */
function OnboardingShell({
  step,
  hasProject,
  completed,
  title,
  lead,
  children,
}: {
  step: OnboardingStepKey | "previewHard";
  hasProject: boolean;
  /** The steps really done (server status + browser flags). */
  completed: Set<OnboardingStepKey>;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations("Developer.onboarding");
  const steps = visibleSteps(hasProject);
  const active = step === "previewHard" ? steps.length : steps.indexOf(step);
  const doneCount =
    step === "previewHard" ? steps.length : steps.filter((s) => completed.has(s)).length;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Box component="nav" aria-label={t("stepsLabel")} sx={{ mb: 4 }}>
        <Typography variant="body2" color="text.secondary" sx={{ display: { md: "none" }, mb: 1 }}>
          {step === "previewHard"
            ? t("allDone")
            : t("stepOf", { current: active + 1, total: steps.length, name: t(`steps.${step}`) })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={Math.round((doneCount / steps.length) * 100)}
          sx={{ display: { md: "none" }, borderRadius: 1 }}
          aria-label={t("progressLabel")}
        />
        <Stepper
          activeStep={active}
          alternativeLabel
          component="ol"
          sx={{ display: { xs: "none", md: "flex" }, p: 0, m: 0, listStyle: "none" }}
        >
          {steps.map((s, i) => (
            <Step
              key={s}
              component="li"
              completed={step === "previewHard" || completed.has(s)}
              aria-current={i === active ? "step" : undefined}
            >
              <StepLabel>{t(`steps.${s}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
      </Box>
      <Typography
        ref={headingRef}
        tabIndex={-1}
        component="h1"
        variant="h4"
        fontWeight={800}
        gutterBottom
        sx={{ outline: "none" }}
      >
        {title}
      </Typography>
      {lead ? (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {lead}
        </Typography>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 3 }}>
        {children}
      </Paper>
    </Container>
  );
}

type StepProps = { profile: DeveloperProfile; o: ReturnType<typeof useOnboarding> };

/** Loads the onboarding state and renders a step inside the shell. */
export function OnboardingStep({
  step,
}: {
  step:
    | "linkedin"
    | "personalDetails"
    | "professionalDetails"
    | "experiences"
    | "experiencesFinished"
    | "employmentPreferences"
    | "offer"
    | "codeAssessment"
    | "finished";
}) {
  const t = useTranslations("Developer.onboarding");
  const o = useOnboarding();
  if (o.error) return <LoadError error={o.error} />;
  if (!o.ready || !o.profile) return <SessionProgress />;
  const shellStep: OnboardingStepKey = step === "experiencesFinished" ? "experiences" : step;
  const props: StepProps = { profile: o.profile, o };
  return (
    <OnboardingShell
      step={shellStep}
      hasProject={o.hasProject}
      completed={o.completed}
      title={t(`${step}.title`)}
      lead={t(`${step}.lead`)}
    >
      {step === "linkedin" ? <LinkedInStep {...props} /> : null}
      {step === "personalDetails" ? <PersonalStep {...props} /> : null}
      {step === "professionalDetails" ? <ProfessionalStep {...props} /> : null}
      {step === "experiences" ? <ExperiencesStep {...props} /> : null}
      {step === "experiencesFinished" ? <ExperiencesFinishedStep {...props} /> : null}
      {step === "employmentPreferences" ? <EmploymentStep {...props} /> : null}
      {step === "offer" ? <OfferStep {...props} /> : null}
      {step === "codeAssessment" ? <CodeAssessmentStep {...props} /> : null}
      {step === "finished" ? <FinishedStep {...props} /> : null}
    </OnboardingShell>
  );
}

/** /onboarding/preview-hard: the technical interview explained (content from the server). */
export function OnboardingPreviewHard({ children }: { children: ReactNode }) {
  const t = useTranslations("Developer.onboarding");
  const o = useOnboarding();
  if (!o.ready) return <SessionProgress />;
  return (
    <OnboardingShell
      step="previewHard"
      hasProject={o.hasProject}
      completed={o.completed}
      title={t("previewHard.title")}
    >
      {children}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mt: 4 }}>
        <ButtonLink href="/dashboard" variant="contained">
          {t("previewHard.toDashboard")}
        </ButtonLink>
        <ButtonLink href="/dashboard/profile" variant="outlined">
          {t("previewHard.toProfile")}
        </ButtonLink>
      </Stack>
    </OnboardingShell>
  );
}

function useGo() {
  const router = useRouter();
  return (path: string | null) => {
    if (path) router.push(path);
  };
}

function PersonalStep({ profile, o }: StepProps) {
  const t = useTranslations("Developer.onboarding");
  const go = useGo();
  return (
    <Stack spacing={4}>
      <PhotoUpload profile={profile} />
      <PersonalForm
        profile={profile}
        submitLabel={t("continue")}
        backHref={o.back("personalDetails")}
        onSaved={() => go(o.next("personalDetails"))}
      />
    </Stack>
  );
}

function ProfessionalStep({ profile, o }: StepProps) {
  const t = useTranslations("Developer.onboarding");
  const go = useGo();
  return (
    <ProfessionalForm
      profile={profile}
      submitLabel={t("continue")}
      backHref={o.back("professionalDetails")}
      onSaved={() => go(o.next("professionalDetails"))}
    />
  );
}

function ExperiencesStep({ profile, o }: StepProps) {
  const t = useTranslations("Developer.onboarding.experiences");
  const tc = useTranslations("Developer.onboarding");
  const go = useGo();
  const experiences = useExperiences();
  const count = experiences.data?.items.length ?? 0;
  const [problem, setProblem] = useState<string | null>(null);
  const noExperienceAllowed = profile.devExperienceMonths === 0 && profile.mainStack !== null;
  return (
    <Stack spacing={3}>
      <ExperiencesManager />
      {problem ? (
        <Alert severity="warning" role="alert">
          {problem}{" "}
          {!noExperienceAllowed ? (
            <AppLink href={onboardingPaths.professionalDetails} underline="always">
              {t("toProfessional")}
            </AppLink>
          ) : null}
        </Alert>
      ) : null}
      <Box sx={{ borderTop: 1, borderColor: "divider", pt: 2 }}>
        <Typography fontWeight={700}>{t("noneTitle")}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {noExperienceAllowed ? t("noneHelp") : t("noneNeedsZero")}
        </Typography>
        <Button
          variant="text"
          onClick={() => {
            if (noExperienceAllowed) go(o.next("experiences"));
            else setProblem(t("noneNotAllowed"));
          }}
        >
          {t("none")}
        </Button>
      </Box>
      <Stack
        direction={{ xs: "column-reverse", sm: "row" }}
        spacing={2}
        sx={{ justifyContent: "space-between" }}
      >
        <Box>
          <ButtonLink href={o.back("experiences") ?? "/onboarding"}>{tc("back")}</ButtonLink>
        </Box>
        <Button
          variant="contained"
          size="large"
          onClick={() => {
            if (count > 0) go("/onboarding/experiences/finished");
            else setProblem(t("addOne"));
          }}
        >
          {tc("continue")}
        </Button>
      </Stack>
    </Stack>
  );
}

function ExperiencesFinishedStep({ o }: StepProps) {
  const t = useTranslations("Developer.onboarding");
  const locale = useLocale() as AppLocale;
  const experiences = useExperiences();
  return (
    <Stack spacing={3}>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {(experiences.data?.items ?? []).map((e) => (
          <li key={e.id}>
            <Typography>
              {e.current || !e.endDate
                ? t("experiencesFinished.item", {
                    title: e.title,
                    company: e.company,
                    from: formatMonth(e.startDate, locale),
                  })
                : t("experiencesFinished.itemFinished", {
                    title: e.title,
                    company: e.company,
                    from: formatMonth(e.startDate, locale),
                    to: formatMonth(e.endDate, locale),
                  })}
            </Typography>
          </li>
        ))}
      </Box>
      <Stack
        direction={{ xs: "column-reverse", sm: "row" }}
        spacing={2}
        sx={{ justifyContent: "space-between" }}
      >
        <ButtonLink href={onboardingPaths.experiences}>{t("experiencesFinished.edit")}</ButtonLink>
        <ButtonLink href={o.next("experiences") ?? "/onboarding"} variant="contained" size="large">
          {t("continue")}
        </ButtonLink>
      </Stack>
    </Stack>
  );
}

function EmploymentStep({ o }: StepProps) {
  const t = useTranslations("Developer.onboarding");
  const go = useGo();
  const preferences = usePreferences();
  if (!preferences.isSuccess) return <SessionProgress />;
  return (
    <EmploymentForm
      preferences={preferences.data}
      availability={o.availability}
      parts={{ preferences: true, availability: true }}
      submitLabel={t("continue")}
      backHref={o.back("employmentPreferences")}
      onSaved={() => go(o.next("employmentPreferences"))}
    />
  );
}

function OfferStep({ o }: StepProps) {
  const t = useTranslations("Developer.onboarding.offer");
  const go = useGo();
  const next = () => {
    o.mark("offer");
    go(o.next("offer"));
  };
  // Applied: the confirmation first; it links on to the next onboarding step.
  const applied = (jobId: string) => {
    o.mark("offer");
    go(appliedFromOnboardingPath(jobId));
  };
  if (!o.project) {
    // Not from an offer: this step does not apply; offer the job board or the next step.
    return (
      <Stack spacing={3}>
        <Typography>{t("none")}</Typography>
        <Typography color="text.secondary">{t("noneHelp")}</Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <ButtonLink href="/job-search" variant="outlined" size="large">
            {t("browseJobs")}
          </ButtonLink>
          <Button
            variant="contained"
            size="large"
            onClick={() => {
              o.mark("offer");
              go(onboardingPaths.codeAssessment);
            }}
          >
            {t("skipStep")}
          </Button>
        </Stack>
      </Stack>
    );
  }
  return (
    <OnboardingOfferStep
      projectId={o.project}
      backHref={o.back("offer") ?? "/onboarding"}
      onDone={next}
      onApplied={applied}
    />
  );
}

function CodeAssessmentStep({ o }: StepProps) {
  const t = useTranslations("Developer.onboarding.codeAssessment");
  const tc = useTranslations("Developer.onboarding");
  const go = useGo();
  // One source for the duration: the code assessment's time limit, as the API states it.
  const mine = useMyAssessments();
  const minutes = mine.data?.available.find((a) => a.kind === "code")?.durationMinutes;
  return (
    <Stack spacing={3}>
      <Box component="ul" sx={{ m: 0, pl: 3, "& li": { mb: 1 } }}>
        <li>{t("point1")}</li>
        <li>{minutes ? t("point2", { minutes }) : t("point2NoLimit")}</li>
        <li>{t("point3")}</li>
      </Box>
      <Alert severity="info">{t("where")}</Alert>
      <Stack
        direction={{ xs: "column-reverse", sm: "row" }}
        spacing={2}
        sx={{ justifyContent: "space-between" }}
      >
        <ButtonLink href={o.back("codeAssessment") ?? "/onboarding"}>{tc("back")}</ButtonLink>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <OnboardingCodeAssessmentStart onStart={() => o.mark("codeAssessment")} />
          <Button
            variant="contained"
            size="large"
            onClick={() => {
              o.mark("codeAssessment");
              go(o.next("codeAssessment"));
            }}
          >
            {t("later")}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}

function FinishedStep({ o }: StepProps) {
  const t = useTranslations("Developer.onboarding.finished");
  const tc = useTranslations("Developer.onboarding");
  const api = useApi();
  const refresh = useRefreshDeveloper();
  const showError = useApiErrorToast();
  const [state, setState] = useState<"working" | "done" | { missing: string[] } | "error">(
    "working",
  );
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Ask what is missing first: completing an unfinished onboarding is a 409 we can avoid.
    const complete = async () => {
      const status = await api<{ missing: string[] }>("/developers/me/onboarding");
      if (status.missing.length > 0) return setState({ missing: status.missing });
      await api("/developers/me/onboarding/complete", { method: "POST" });
      setState("done");
      await refresh();
    };
    complete().catch(async (error: unknown) => {
      if (error instanceof ApiError && error.status === 409) {
        // Something went missing in between: show it.
        const status = await api<{ missing: string[] }>("/developers/me/onboarding").catch(() => ({
          missing: [] as string[],
        }));
        setState({ missing: status.missing });
        return;
      }
      setState("error");
      showError(error);
    });
  }, [api, refresh, showError]);

  if (state === "working") return <Typography role="status">{t("working")}</Typography>;
  if (state === "error")
    return (
      <Alert
        severity="error"
        action={<Button onClick={() => window.location.reload()}>{t("retry")}</Button>}
      >
        {t("error")}
      </Alert>
    );
  if (typeof state === "object")
    return (
      <Stack spacing={2}>
        <Alert severity="warning" role="alert">
          {t("missingTitle")}
        </Alert>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {state.missing.map((step) => (
            <li key={step}>
              <AppLink href={missingStepPaths[step] ?? "/onboarding"} underline="always">
                {t(`missing.${step as "personalDetails"}`)}
              </AppLink>
            </li>
          ))}
        </Box>
        <Box>
          <ButtonLink href={o.back("finished") ?? "/onboarding"}>{tc("back")}</ButtonLink>
        </Box>
      </Stack>
    );
  return (
    <Stack spacing={3}>
      <Alert severity="success" role="status">
        {t("done")}
      </Alert>
      <Typography>{t("next")}</Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <ButtonLink href="/dashboard" variant="contained" size="large">
          {t("toDashboard")}
        </ButtonLink>
        <ButtonLink href="/onboarding/preview-hard" variant="outlined" size="large">
          {t("toPreviewHard")}
        </ButtonLink>
        <ButtonLink href="/dashboard/profile" variant="text" size="large">
          {t("toProfile")}
        </ButtonLink>
      </Stack>
    </Stack>
  );
}

type DraftSelection = {
  experiences: boolean[];
  education: boolean[];
  skills: boolean[];
  summary: boolean;
};

function LinkedInStep({ profile, o }: StepProps) {
  const t = useTranslations("Developer.onboarding.linkedin");
  const locale = useLocale() as AppLocale;
  const upload = useUpload();
  const api = useApi();
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
      const result = await upload<LinkedInDraft>("/developers/me/linkedin-import", file);
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
      if (!selection.experiences[i] || !importable(e)) continue;
      const end = e.current ? null : e.endDate && e.endDate <= now ? e.endDate : null;
      await attempt(() =>
        api("/developers/me/experiences", {
          method: "POST",
          body: {
            company: e.company.slice(0, 120),
            title: e.title.slice(0, 120),
            startDate: e.startDate,
            endDate: end ?? (e.current ? null : now),
            current: e.current,
            description: e.description.slice(0, 4000),
            skillIds: [],
          },
        }),
      );
    }
    for (const [i, e] of draft.education.entries()) {
      if (!selection.education[i]) continue;
      await attempt(() =>
        api("/developers/me/education", {
          method: "POST",
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
      await attempt(() => api("/developers/me/skills", { method: "PUT", body: merged }));
    }
    if (selection.summary && draft.summary) {
      await attempt(() =>
        api("/developers/me", { method: "PATCH", body: { bio: draft.summary?.slice(0, 2000) } }),
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

function DraftGroup({
  title,
  empty,
  children,
}: {
  title: string;
  empty: string;
  children: ReactNode[];
}) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 2 }}>
      <Typography id={id} component="h3" variant="subtitle1" fontWeight={700}>
        {title}
      </Typography>
      {children.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
          {children}
        </Box>
      )}
    </Box>
  );
}
