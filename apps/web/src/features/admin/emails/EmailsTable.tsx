"use client";

import type { AdminEmail, AdminEmailListStatus } from "@encaja/contracts";
import Button from "@mui/material/Button";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import { useLocale, useTranslations } from "next-intl";
import { DataTable } from "@/components/DataTable";
import { formatDateTime } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";

/**
 * The emails of one status. Failed ones carry a "Send again" button; queued ones show when the
 * sender tries them next instead.
 */
export function EmailsTable({
  status,
  emails,
  busy,
  onRetry,
}: {
  status: AdminEmailListStatus;
  emails: readonly AdminEmail[];
  busy: boolean;
  onRetry: (email: AdminEmail) => void;
}) {
  const t = useTranslations("AdminEmails");
  const locale = useLocale() as AppLocale;
  const failed = status === "failed";
  return (
    <DataTable
      caption={t(`caption.${status}`)}
      columns={[
        t("to"),
        t("subject"),
        t("template"),
        t("attempts"),
        t("lastError"),
        t("createdAt"),
        !failed && t("nextAttemptAt"),
        failed && t("actions"),
      ]}
    >
      {emails.map((email) => (
        <TableRow key={email.id}>
          <TableCell>{email.to}</TableCell>
          <TableCell>{email.subject}</TableCell>
          <TableCell>{email.template}</TableCell>
          <TableCell>{email.attempts}</TableCell>
          <TableCell sx={{ maxWidth: 320, overflowWrap: "anywhere" }}>
            {email.lastError ?? "—"}
          </TableCell>
          <TableCell>{formatDateTime(email.createdAt, locale)}</TableCell>
          {failed ? (
            <TableCell>
              <Button
                size="small"
                variant="outlined"
                disabled={busy}
                aria-label={t("retryTo", { to: email.to })}
                onClick={() => onRetry(email)}
              >
                {t("retry")}
              </Button>
            </TableCell>
          ) : (
            <TableCell>{formatDateTime(email.nextAttemptAt, locale)}</TableCell>
          )}
        </TableRow>
      ))}
    </DataTable>
  );
}
