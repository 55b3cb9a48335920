"use client";

import type { AdminUserDetail } from "@encaja/contracts";
import Button from "@mui/material/Button";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { DataTable } from "@/components/DataTable";
import { SectionCard } from "@/components/SectionCard";
import { useToast } from "@/features/toast/ToastProvider";
import { useApiErrorToast, useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { formatDateTime } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";

/** The user's live sessions: "End session" each, or "End all sessions". */
export function UserSessions({
  user,
  onChanged,
}: {
  user: AdminUserDetail;
  onChanged: () => void;
}) {
  const t = useTranslations("AdminUsers.sessions");
  const locale = useLocale() as AppLocale;
  const call = useCall();
  const toast = useToast();
  const showError = useApiErrorToast();
  const [busy, setBusy] = useState(false);

  const end = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast.success(done);
      onChanged();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionCard id="sessions" title={t("title")}>
      {user.sessions.length === 0 ? (
        <Typography>{t("empty")}</Typography>
      ) : (
        <>
          <DataTable
            caption={t("caption")}
            columns={[
              t("createdAt"),
              t("lastSeenAt"),
              t("ip"),
              t("userAgent"),
              t("method"),
              t("actions"),
            ]}
            containerSx={{ mb: 2 }}
          >
            {user.sessions.map((s) => {
              const started = formatDateTime(s.createdAt, locale);
              return (
                <TableRow key={s.id}>
                  <TableCell>{started}</TableCell>
                  <TableCell>{formatDateTime(s.lastSeenAt, locale)}</TableCell>
                  <TableCell>{s.ip ?? "—"}</TableCell>
                  <TableCell sx={{ maxWidth: 280, overflowWrap: "anywhere" }}>
                    {s.userAgent ?? "—"}
                  </TableCell>
                  <TableCell>{t(`methods.${s.method}`)}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={busy}
                      aria-label={t("endOne", { started })}
                      onClick={() =>
                        end(
                          () =>
                            call(routes.adminUsers.revokeSession, {
                              params: { id: user.id, sessionId: s.id },
                            }),
                          t("ended"),
                        )
                      }
                    >
                      {t("end")}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </DataTable>
          <Button
            variant="contained"
            color="error"
            disabled={busy}
            onClick={() =>
              end(
                () => call(routes.adminUsers.revokeSessions, { params: { id: user.id } }),
                t("endedAll"),
              )
            }
          >
            {t("endAll")}
          </Button>
        </>
      )}
    </SectionCard>
  );
}
