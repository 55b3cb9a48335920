"use client";

import { routes, type TeamMember } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { CardList, CardListItem } from "@/components/CardList";
import { PageHeading } from "@/components/PageHeading";
import { SectionCard } from "@/components/SectionCard";
import { StaffRedirect } from "@/features/customer/StaffRedirect";
import { SessionProgress } from "@/features/session/SessionProgress";
import { useToast } from "@/features/toast/ToastProvider";
import { useApiErrorToast, useCall } from "@/lib/api/hooks";
import { formatDate } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { isPlanLimit, PlanLimitNotice } from "./PlanLimitNotice";
import { PlanUsageCard } from "./PlanUsageCard";
import { accountKeys, useAccountMutation, useTeam } from "./queries";

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
  const titleId = useId();
  const textId = useId();
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
                <CardListItem key={m.userId} compact>
                  <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
                    <Avatar src={m.photoURL ?? undefined} alt="" />
                    <Stack sx={{ flex: 1, minWidth: 0 }}>
                      <Typography fontWeight={700}>{m.fullName || m.email}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {m.email} · {t("members.joined", { date: formatDate(m.joinedAt, locale) })}
                      </Typography>
                    </Stack>
                    <Chip size="small" label={t(`members.roles.${m.role}`)} />
                    {data.canManage && m.role === "customerAssociate" ? (
                      <Button
                        color="error"
                        size="small"
                        onClick={() => setRemoving(m)}
                        aria-label={t("members.removeOne", { name: m.fullName || m.email })}
                      >
                        {t("members.remove")}
                      </Button>
                    ) : null}
                  </Stack>
                </CardListItem>
              ))}
            </CardList>
          </SectionCard>
          <SectionCard id="pending" title={t("pending.title")}>
            {data.invitations.length === 0 ? (
              <Typography color="text.secondary">{t("pending.empty")}</Typography>
            ) : (
              <CardList spacing={1.5}>
                {data.invitations.map((i) => (
                  <CardListItem key={i.id} compact>
                    <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
                      <Stack sx={{ flex: 1 }}>
                        <Typography fontWeight={700}>{i.email ?? t("pending.hidden")}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {t("pending.expires", { date: formatDate(i.expiresAt, locale) })}
                        </Typography>
                      </Stack>
                      {data.canManage ? (
                        <Button
                          size="small"
                          onClick={() =>
                            attempt(() => revoke.mutateAsync(i.id), t("pending.revoked"))
                          }
                          aria-label={t("pending.revokeOne", { email: i.email ?? "" })}
                        >
                          {t("pending.revoke")}
                        </Button>
                      ) : null}
                    </Stack>
                  </CardListItem>
                ))}
              </CardList>
            )}
          </SectionCard>
          <PlanUsageCard />
        </Stack>
      ) : null}
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <DialogTitle id={titleId}>{t("remove.title")}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>
            {t("remove.text", { name: removing?.fullName || removing?.email || "" })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)} autoFocus>
            {t("remove.cancel")}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={async () => {
              const member = removing;
              setRemoving(null);
              if (member) await attempt(() => remove.mutateAsync(member.id), t("remove.done"));
            }}
          >
            {t("remove.confirm")}
          </Button>
        </DialogActions>
      </Dialog>
    </Container>
  );
}
