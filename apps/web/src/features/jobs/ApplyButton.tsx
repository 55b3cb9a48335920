"use client";

import Alert from "@mui/material/Alert";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useSession } from "@/features/session/useSession";
import { PendingApply } from "./PendingApply";
import { VisitorApply } from "./VisitorApply";

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
  if (session.status !== "authenticated") return <VisitorApply jobId={jobId} />;
  if (session.user.role !== "developer") {
    return <Alert severity="info">{t("developersOnly")}</Alert>;
  }
  return <DeveloperApply jobId={jobId} />;
}
