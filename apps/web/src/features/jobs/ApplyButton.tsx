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
 * Apply from a job page for a stored session (ApplyArea shows a visitor's links without it):
 * waits for the session, then a developer applies here and other roles are told who can
 * apply; a refused token falls back to the visitor's links.
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
