"use client";

import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { AppLink } from "@/components/AppLink";
import { ButtonLink } from "@/components/ButtonLink";
import { useSession } from "@/features/session/useSession";
import { PendingApply } from "./PendingApply";

const DeveloperApply = dynamic(() => import("./DeveloperApply"), {
  ssr: false,
  loading: () => <PendingApply />,
});

/**
 * Apply from a job page: a visitor signs up with `project_id` (the onboarding applies at its
 * offer step); a developer applies here; other roles are told who can apply.
 *
 * Without a stored session (and while the server renders, when none can be known) the visitor's
 * links show at once: an anonymous visitor never waits for a session check (issue #21). With a
 * token the button waits for the session, then a developer's part loads.
 */
export function ApplyButton({ jobId }: { jobId: string }) {
  const t = useTranslations("Jobs.apply");
  const session = useSession();

  if (session.status === "loading" && session.token) return <PendingApply />;
  if (session.status !== "authenticated") {
    return (
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: "center" }}>
        <ButtonLink href={`/signup?project_id=${jobId}`} variant="contained" size="large">
          {t("apply")}
        </ButtonLink>
        <Typography>
          {t("haveAccount")}{" "}
          <AppLink
            href={`/login?callback=${encodeURIComponent(`/jobs/${jobId}`)}`}
            underline="always"
          >
            {t("signIn")}
          </AppLink>
        </Typography>
      </Stack>
    );
  }
  if (session.user.role !== "developer") {
    return <Alert severity="info">{t("developersOnly")}</Alert>;
  }
  return <DeveloperApply jobId={jobId} />;
}
