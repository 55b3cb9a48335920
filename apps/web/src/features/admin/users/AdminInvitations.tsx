"use client";

import { adminInvitationStatuses, roleLabels, routes } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { keepPreviousData, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { AppLink } from "@/components/AppLink";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { PageHeading } from "@/components/PageHeading";
import { SectionCard } from "@/components/SectionCard";
import { SessionProgress } from "@/features/session/SessionProgress";
import { useToast } from "@/features/toast/ToastProvider";
import { useApiErrorToast, useCall } from "@/lib/api/hooks";
import { formatDate } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { InviteStaffForm } from "./InviteStaffForm";

const invitationsKey = ["admin-users", "invitations"];

/** /admin/invitations: internal invitations; send one, resend or revoke it. */
export function AdminInvitations() {
  const t = useTranslations("AdminUsers.invitations");
  const locale = useLocale() as AppLocale;
  const call = useCall();
  const toast = useToast();
  const showError = useApiErrorToast();
  const client = useQueryClient();
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  const list = useInfiniteQuery({
    queryKey: [...invitationsKey, status],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      call(
        routes.adminUsers.invitations,
        {
          query: {
            status: (status || undefined) as (typeof adminInvitationStatuses)[number] | undefined,
            limit: 25,
            cursor: pageParam ?? undefined,
          },
        },
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const refresh = () => client.invalidateQueries({ queryKey: invitationsKey });

  const act = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast.success(done);
      await refresh();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography sx={{ mb: 2 }}>
        <AppLink href="/admin/users">{t("back")}</AppLink>
      </Typography>
      <PageHeading title={t("title")} lead={t("lead")} />
      <Stack spacing={3}>
        <SectionCard id="invite" title={t("send.title")}>
          <InviteStaffForm onSent={refresh} />
        </SectionCard>
        <SectionCard id="list" title={t("listTitle")}>
          <TextField
            select
            label={t("statusFilter")}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ mb: 2, minWidth: 200 }}
          >
            <option value="">{t("anyStatus")}</option>
            {adminInvitationStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </TextField>
          {list.isError ? <Alert severity="error">{t("loadError")}</Alert> : null}
          {list.isPending ? <SessionProgress /> : null}
          {list.isSuccess && items.length === 0 ? <Typography>{t("empty")}</Typography> : null}
          {items.length > 0 ? (
            <TableContainer>
              <Table size="small">
                <caption>{t("caption")}</caption>
                <TableHead>
                  <TableRow>
                    <TableCell>{t("email")}</TableCell>
                    <TableCell>{t("role")}</TableCell>
                    <TableCell>{t("statusColumn")}</TableCell>
                    <TableCell>{t("invitedBy")}</TableCell>
                    <TableCell>{t("createdAt")}</TableCell>
                    <TableCell>{t("expiresAt")}</TableCell>
                    <TableCell>{t("actions")}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((i) => (
                    <TableRow key={i.id}>
                      <TableCell>{i.email}</TableCell>
                      <TableCell>{roleLabels[i.role][locale]}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          color={i.status === "pending" ? "primary" : "default"}
                          label={t(`status.${i.status}`)}
                        />
                      </TableCell>
                      <TableCell>{i.invitedByName ?? i.invitedByEmail ?? "—"}</TableCell>
                      <TableCell>{formatDate(i.createdAt, locale)}</TableCell>
                      <TableCell>{formatDate(i.expiresAt, locale)}</TableCell>
                      <TableCell>
                        <Stack direction="row" spacing={1}>
                          {i.status === "pending" || i.status === "expired" ? (
                            <Button
                              size="small"
                              variant="outlined"
                              disabled={busy}
                              aria-label={t("resendTo", { email: i.email })}
                              onClick={() =>
                                act(
                                  () =>
                                    call(routes.adminUsers.resendInvitation, {
                                      params: { id: i.id },
                                    }),
                                  t("resent", { email: i.email }),
                                )
                              }
                            >
                              {t("resend")}
                            </Button>
                          ) : null}
                          {i.status === "pending" ? (
                            <Button
                              size="small"
                              color="error"
                              variant="outlined"
                              disabled={busy}
                              aria-label={t("revokeFor", { email: i.email })}
                              onClick={() =>
                                act(
                                  () =>
                                    call(routes.adminUsers.revokeInvitation, {
                                      params: { id: i.id },
                                    }),
                                  t("revoked", { email: i.email }),
                                )
                              }
                            >
                              {t("revoke")}
                            </Button>
                          ) : null}
                        </Stack>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          ) : null}
          <LoadMoreButton query={list} label={t("more")} spaced />
        </SectionCard>
      </Stack>
    </Container>
  );
}
