"use client";

import type { Locale } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { ButtonLink } from "@/components/ButtonLink";
import { UUID, useSafeCallback } from "@/features/auth/navigation";
import { SignInForm } from "@/features/auth/SignInForm";
import { SessionProgress } from "@/features/session/SessionProgress";
import { useSession } from "@/features/session/useSession";
import { useToast } from "@/features/toast/ToastProvider";
import { useRouter } from "@/i18n/navigation";
import { apiErrorMessage } from "@/lib/api/errors";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";

/**
 * `/hire/login/{offer}`: signed out, the company signs in and comes back here; signed in as a
 * customer, the request is attached to the company and the new draft offer opens.
 */
export function HireLoginClaim({
  offer,
  googleHref,
}: {
  offer: string;
  googleHref?: string | null;
}) {
  const session = useSession();
  const callback = useSafeCallback();
  const path = `/hire/login/${encodeURIComponent(offer)}`;
  if (session.status === "loading") return <SessionProgress />;
  if (session.status !== "authenticated") {
    return (
      <SignInForm
        portal="customer"
        callback={callback ?? path}
        signupHref={`/hire/signup/${encodeURIComponent(offer)}`}
        googleHref={googleHref}
      />
    );
  }
  if (session.user.role !== "customer" || !UUID.test(offer)) return <NotACompany />;
  return <ClaimDraft draftId={offer} />;
}

function NotACompany() {
  const t = useTranslations("HireFlow.claim");
  return (
    <Stack spacing={2}>
      <Alert severity="warning">{t("notCustomer")}</Alert>
      <ButtonLink href="/hire" variant="outlined">
        {t("back")}
      </ButtonLink>
    </Stack>
  );
}

function ClaimDraft({ draftId }: { draftId: string }) {
  const t = useTranslations("HireFlow.claim");
  const locale = useLocale() as Locale;
  const call = useCall();
  const router = useRouter();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    call(routes.hire.claimDraft, { params: { id: draftId } })
      .then((claim) => {
        toast.success(t("done"));
        router.replace(`/customers/dashboard/offers/${claim.offerId}`);
      })
      .catch((error: unknown) => setFailure(apiErrorMessage(error, locale)));
  }, [call, draftId, locale, router, t, toast]);

  if (!failure) {
    return (
      <Stack spacing={2} role="status" aria-live="polite">
        <SessionProgress />
        {t("claiming")}
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Alert severity="error">{failure}</Alert>
      <ButtonLink href="/customers/dashboard" variant="outlined">
        {t("dashboard")}
      </ButtonLink>
    </Stack>
  );
}
