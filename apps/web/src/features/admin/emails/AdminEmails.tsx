"use client";

import { type AdminEmailListStatus, adminEmailListStatuses } from "@encaja/contracts";
import Container from "@mui/material/Container";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { PageHeading } from "@/components/PageHeading";
import { QueryList } from "@/components/QueryList";
import { EnumSelect } from "@/features/forms/EnumSelect";
import { EmailsTable } from "./EmailsTable";
import { useAdminEmails } from "./useAdminEmails";

/** `/admin/emails`: the emails the outbox could not deliver (or still holds), and their retry. */
export function AdminEmails() {
  const t = useTranslations("AdminEmails");
  const [status, setStatus] = useState<AdminEmailListStatus>("failed");
  const { list, items, retry, busy } = useAdminEmails(status);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading title={t("title")} lead={t("lead")} />
      <EnumSelect
        label={t("statusFilter")}
        options={adminEmailListStatuses}
        optionLabel={(s) => t(`status.${s}`)}
        value={status}
        onChange={setStatus}
        sx={{ mb: 3, minWidth: 200 }}
      />
      <QueryList query={list} items={items} loadError={t("loadError")} empty={t("empty")}>
        {(rows) => (
          <EmailsTable
            status={status}
            emails={rows}
            busy={busy}
            onRetry={(email) => retry(email, t("retried", { to: email.to }))}
          />
        )}
      </QueryList>
      <LoadMoreButton query={list} label={t("more")} spaced />
    </Container>
  );
}
