"use client";

import {
  type ApprovalStatus,
  approvalStatuses,
  approvalStatusLabels,
  completionStatusLabels,
  type DeveloperApprovalItem,
  seniorityLabels,
  techRoleLabel,
} from "@encaja/contracts";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { SearchField } from "@/components/SearchField";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import type { AppLocale } from "@/lib/format/locale";
import { BulkActions } from "./BulkActions";
import { ReasonDialog } from "./ReasonDialog";
import { type Column, createdColumn, developerColumn, QueueTable } from "./SelectableTable";
import { StatusSelect } from "./StatusSelect";
import { type QueueFilter, useQueue } from "./useQueue";

/** The developer-profile queue: filter by state, search, select rows, approve or disapprove. */
export function DeveloperQueue(filter: QueueFilter<ApprovalStatus>) {
  const { status } = filter;
  const t = useTranslations("AdminApprovals");
  const locale = useLocale() as AppLocale;
  const call = useCall();
  const [q, setQ] = useState("");
  const [asking, setAsking] = useState(false);
  const queue = useQueue(
    filter,
    ["developers", status, q],
    (cursor, signal) =>
      call(
        routes.adminApprovals.developers,
        { query: { status, q: q || undefined, limit: 20, cursor } },
        { signal },
      ),
    (r) => r.developerId,
  );
  const { chosen, run } = queue;

  const decide = (decision: "approved" | "disapproved", reason?: string) =>
    run(
      () =>
        call(routes.adminApprovals.decideDevelopers, {
          body: {
            items: chosen.map((r) => ({ developerId: r.developerId, from: r.approval })),
            decision,
            reason,
          },
        }),
      t(decision === "approved" ? "approvedToast" : "disapprovedToast", { count: chosen.length }),
    );

  const columns: Column<DeveloperApprovalItem>[] = [
    developerColumn("name", t("columns.name"), (r) => r.name),
    { key: "email", header: t("columns.email"), cell: (r) => r.email ?? "—" },
    {
      key: "role",
      header: t("columns.role"),
      cell: (r) => `${techRoleLabel(r.techRole, locale)} · ${seniorityLabels[r.seniority][locale]}`,
    },
    { key: "country", header: t("columns.country"), cell: (r) => r.countryName ?? "—" },
    {
      key: "onboarding",
      header: t("columns.onboarding"),
      cell: (r) => completionStatusLabels[r.onboarding][locale],
    },
    createdColumn(t("columns.createdAt"), locale),
    {
      key: "approval",
      header: t("columns.approval"),
      cell: (r) => (
        <>
          {approvalStatusLabels[r.approval][locale]}
          {r.approvalReason ? (
            <Typography variant="body2" color="text.secondary">
              {r.approvalReason}
            </Typography>
          ) : null}
        </>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <StatusSelect
          statuses={approvalStatuses}
          labels={approvalStatusLabels}
          {...queue.statusSelect}
          sx={{ minWidth: 200 }}
        />
        <SearchField label={t("search")} value={q} onChange={setQ} />
      </Stack>
      <BulkActions
        {...queue.bulk}
        onApprove={() => void decide("approved")}
        refuse={{
          decision: "disapproved",
          label: t("disapprove"),
          onClick: () => setAsking(true),
        }}
      />
      <QueueTable
        {...queue.table}
        caption={t("developersCaption", { status: approvalStatusLabels[status][locale] })}
        columns={columns}
        nameOf={(r) => r.name}
      />
      <ReasonDialog
        open={asking}
        count={chosen.length}
        onClose={() => setAsking(false)}
        onConfirm={async (reason) => {
          if (await decide("disapproved", reason)) setAsking(false);
        }}
      />
    </Stack>
  );
}
