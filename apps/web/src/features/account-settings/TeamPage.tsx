"use client";

import type { TeamMember } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { CardList } from "@/components/CardList";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { PageHeading } from "@/components/PageHeading";
import { SectionCard } from "@/components/SectionCard";
import { StaffRedirect } from "@/features/customer/StaffRedirect";
import { SessionProgress } from "@/features/session/SessionProgress";
import { useToast } from "@/features/toast/ToastProvider";
import { useApiErrorToast, useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { formatDate } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { isPlanLimit, PlanLimitNotice } from "./PlanLimitNotice";
import { PlanUsageCard } from "./PlanUsageCard";
import { accountKeys, useAccountMutation, useTeam } from "./queries";
import { TeamRow } from "./TeamRow";

/** /customers/dashboard/team: the owner manages it; associates see it read-only. */
export function TeamPage() {
  return (
    <StaffRedirect to="/matchers">
      <Team />
    </StaffRedirect>
  );
}

function InviteForm() {
  const t = useTranslations("Team.invite");
  const call = useCall();
  const toast = useToast();
  const showError = useApiErrorToast();
  const [email, setEmail] = useState("");
  const invite = useAccountMutation(
    (address: string) =>
      call(routes.invitations.create, { body: { type: "customerAssociate", email: address } }),
    [accountKeys.team, accountKeys.plan],
  );
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await invite.mutateAsync(email.trim());
      toast.success(t("sent", { email: email.trim() }));
      setEmail("");
    } catch (error) {
      if (!isPlanLimit(error)) showError(error);
    }
  };
  return (
    <SectionCard id="invite" title={t("title")}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t("lead")}
      </Typography>
      <Stack
        component="form"
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        onSubmit={onSubmit}
        aria-label={t("title")}
      >
        <TextField
          label={t("email")}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" disabled={invite.isPending}>
          {t("submit")}
        </Button>
      </Stack>
      <PlanLimitNotice error={invite.error} />
    </SectionCard>
  );
}

function Team() {
  const t = useTranslations("Team");
  const locale = useLocale() as AppLocale;
  const call = useCall();
  const toast = useToast();
  const showError = useApiErrorToast();
  const team = useTeam();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const refresh = [accountKeys.team, accountKeys.plan] as const;
  const revoke = useAccountMutation(
    (id: string) => call(routes.team.revokeInvitation, { params: { id } }),
    refresh,
  );
  const remove = useAccountMutation(
    (id: string) => call(routes.team.removeAssociate, { params: { id } }),
    refresh,
  );
  const attempt = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
    } catch (error) {
      showError(error);
    }
  };
  const data = team.data;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading title={t("title")} lead={t("lead")} />
      {team.isPending ? <SessionProgress /> : null}
      {team.isError ? <Alert severity="error">{t("loadError")}</Alert> : null}
      {data ? (
        <Stack spacing={4}>
          {data.canManage ? null : <Alert severity="info">{t("readOnly")}</Alert>}
          {data.canManage ? <InviteForm /> : null}
          <SectionCard id="members" title={t("members.title")}>
            <CardList spacing={1.5}>
              {data.members.map((m) => (
                <TeamRow
                  key={m.userId}
                  photo={m.photoURL}
                  title={m.fullName || m.email}
                  detail={`${m.email} · ${t("members.joined", { date: formatDate(m.joinedAt, locale) })}`}
                  role={t(`members.roles.${m.role}`)}
                  action={
                    data.canManage && m.role === "customerAssociate"
                      ? {
                          label: t("members.remove"),
                          name: t("members.removeOne", { name: m.fullName || m.email }),
                          color: "error",
                          onClick: () => setRemoving(m),
                        }
                      : null
                  }
                />
              ))}
            </CardList>
          </SectionCard>
          <SectionCard id="pending" title={t("pending.title")}>
            {data.invitations.length === 0 ? (
              <Typography color="text.secondary">{t("pending.empty")}</Typography>
            ) : (
              <CardList spacing={1.5}>
                {data.invitations.map((i) => (
                  <TeamRow
                    key={i.id}
                    title={i.email ?? t("pending.hidden")}
                    detail={t("pending.expires", { date: formatDate(i.expiresAt, locale) })}
                    action={
                      data.canManage
                        ? {
                            label: t("pending.revoke"),
                            name: t("pending.revokeOne", { email: i.email ?? "" }),
                            onClick: () =>
                              attempt(() => revoke.mutateAsync(i.id), t("pending.revoked")),
                          }
                        : null
                    }
                  />
                ))}
              </CardList>
            )}
          </SectionCard>
          <PlanUsageCard />
        </Stack>
      ) : null}
      {removing ? (
        <ConfirmDialog
          title={t("remove.title")}
          body={t("remove.text", { name: removing.fullName || removing.email })}
          busy={remove.isPending}
          cancelLabel={t("remove.cancel")}
          confirmLabel={t("remove.confirm")}
          confirmColor="error"
          focusCancel
          onConfirm={async () => {
            const member = removing;
            setRemoving(null);
            await attempt(() => remove.mutateAsync(member.id), t("remove.done"));
          }}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </Container>
  );
}
