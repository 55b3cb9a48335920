"use client";

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ButtonLink } from "@/components/ButtonLink";
import { JobView } from "@/features/jobs/JobView";
import { SessionProgress } from "@/features/session/SessionProgress";
import { useToast } from "@/features/toast/ToastProvider";
import { ApiError } from "@/lib/api/client";
import { useApiErrorToast, useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";

/** /settings/offers/invitations/{id}: the offer a developer was invited to; accept or decline. */
export function InvitationPage({ id }: { id: string }) {
  const t = useTranslations("Applications.invitation");
  const ts = useTranslations("Applications.status");
  const call = useCall();
  const toast = useToast();
  const showError = useApiErrorToast();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const key = ["invitation", id];
  const invitation = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(routes.offerInvitations.get, { params: { id } }, { signal }),
    retry: false,
  });

  const answer = async (choice: "accept" | "decline") => {
    setBusy(true);
    try {
      const next = await call(routes.offerInvitations[choice], { params: { id } });
      client.setQueryData(key, next);
      await client.invalidateQueries({ queryKey: ["applications"] });
      toast.success(choice === "accept" ? t("accepted") : t("declined"));
    } catch (error) {
      showError(error);
      await invitation.refetch();
    } finally {
      setBusy(false);
    }
  };

  if (invitation.isError) {
    const missing = invitation.error instanceof ApiError && invitation.error.status < 500;
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Alert severity="error">{missing ? t("notFound") : t("loadError")}</Alert>
      </Container>
    );
  }
  if (!invitation.data) return <SessionProgress />;
  const data = invitation.data;
  const actions = data.pending ? (
    data.offerStatus === "open" ? (
      <Stack spacing={2}>
        <Alert severity="info">{t("pending")}</Alert>
        <Stack direction="row" spacing={2}>
          <Button
            variant="contained"
            size="large"
            disabled={busy}
            onClick={() => void answer("accept")}
          >
            {t("accept")}
          </Button>
          <Button
            variant="outlined"
            size="large"
            disabled={busy}
            onClick={() => void answer("decline")}
          >
            {t("decline")}
          </Button>
        </Stack>
      </Stack>
    ) : (
      <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
        <Alert severity="warning">{t("notOpen")}</Alert>
        <Button variant="outlined" disabled={busy} onClick={() => void answer("decline")}>
          {t("decline")}
        </Button>
      </Stack>
    )
  ) : (
    <Stack spacing={2}>
      <Alert severity="success" role="status">
        {t("answered", { status: ts(data.status) })}
      </Alert>
      <ButtonLink href="/dashboard/applications" variant="outlined">
        {t("toApplications")}
      </ButtonLink>
    </Stack>
  );
  return <JobView job={data.job} actions={actions} />;
}
