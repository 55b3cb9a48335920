"use client";

import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useSession } from "@/features/session/useSession";

function Loading() {
  const t = useTranslations("DeveloperInterviews.booking");
  return (
    <Box sx={{ display: "flex", justifyContent: "center", py: 4 }}>
      <CircularProgress aria-label={t("loading")} />
    </Box>
  );
}

// The booking (route table, zod) loads only for a signed-in developer: the public page stays light.
const InterviewBooking = dynamic(
  () => import("./InterviewBooking").then((m) => ({ default: m.InterviewBooking })),
  { ssr: false, loading: Loading },
);

/**
 * The public /preview-hard page's call to action: a signed-in developer books here; visitors
 * (and the server render) get `signUp`, the sign-up and log-in links; other roles a note.
 */
export function PreviewHardBooking({ signUp }: { signUp: ReactNode }) {
  const t = useTranslations("DeveloperInterviews.booking");
  const session = useSession();
  if (session.status === "authenticated") {
    if (session.user.role === "developer") {
      return (
        <Box sx={{ mt: 4 }}>
          <InterviewBooking headingLevel={2} />
        </Box>
      );
    }
    return (
      <Alert severity="info" sx={{ mt: 4 }}>
        {t("developersOnly")}
      </Alert>
    );
  }
  return <>{signUp}</>;
}
