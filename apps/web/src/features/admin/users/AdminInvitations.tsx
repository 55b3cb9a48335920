"use client";

import { adminInvitationStatuses, roleLabels } from "@encaja/contracts";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { AppLink } from "@/components/AppLink";
import { DataTable } from "@/components/DataTable";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { PageHeading } from "@/components/PageHeading";
import { QueryList } from "@/components/QueryList";
import { SectionCard } from "@/components/SectionCard";
import { useToast } from "@/features/toast/ToastProvider";
import { useApiErrorToast, useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { useCursorList } from "@/lib/api/useCursorList";
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
  const { list, items } = useCursorList(
    [...invitationsKey, status],
    (cursor, signal) =>
      call(
        routes.adminUsers.invitations,
        {
          query: {
            status: (status || undefined) as (typeof adminInvitationStatuses)[number] | undefined,
            limit: 25,
            cursor,
          },
        },
        { signal },
      ),
    { keepPrevious: true },
  );
  const refresh = () => client.invalidateQueries({ queryKey: invitationsKey });

  const act = async (kind: "resend" | "revoke", invitation: { id: string; email: string }) => {
    const params = { id: invitation.id };
    setBusy(true);
    try {
      if (kind === "resend") await call(routes.adminUsers.resendInvitation, { params });
      else await call(routes.adminUsers.revokeInvitation, { params });
      toast.success(t(kind === "resend" ? "resent" : "revoked", { email: invitation.email }));
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
          <QueryList query={list} items={items} loadError={t("loadError")} empty={t("empty")}>
            {(rows) => (
              <DataTable
                caption={t("caption")}
                columns={[
                  t("email"),
                  t("role"),
                  t("statusColumn"),
                  t("invitedBy"),
                  t("createdAt"),
                  t("expiresAt"),
                  t("actions"),
                ]}
              >
                {rows.map((i) => (
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
                            onClick={() => act("resend", i)}
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
                            onClick={() => act("revoke", i)}
                          >
                            {t("revoke")}
                          </Button>
                        ) : null}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </DataTable>
            )}
          </QueryList>
          <LoadMoreButton query={list} label={t("more")} spaced />
        </SectionCard>
      </Stack>
    </Container>
  );
}
