"use client";

import {
  type ApprovalStatus,
  approvalStatuses,
  approvalStatusLabels,
  completionStatusLabels,
  type DeveloperApprovalItem,
  routes,
  seniorityLabels,
  techRoleLabel,
} from "@encaja/contracts";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { AppLink } from "@/components/AppLink";
import { EnumSelect } from "@/features/forms/EnumSelect";
import { useCall } from "@/lib/api/hooks";
import { useCursorList } from "@/lib/api/useCursorList";
import type { AppLocale } from "@/lib/format/locale";
import { BulkActions } from "./BulkActions";
import { ReasonDialog } from "./ReasonDialog";
import { type Column, createdColumn, QueueTable } from "./SelectableTable";
import { approvalsKey, useDecision } from "./useDecision";
import { useSelection } from "./useSelection";

/** The developer-profile queue: filter by state, search, select rows, approve or disapprove. */
export function DeveloperQueue({
  status,
  onStatus,
}: {
  status: ApprovalStatus;
  onStatus: (status: ApprovalStatus) => void;
}) {
  const t = useTranslations("AdminApprovals");
  const locale = useLocale() as AppLocale;
  const call = useCall();
  const [q, setQ] = useState("");
  const { selected, select, clear } = useSelection();
  const { run, busy } = useDecision(clear);
  const [asking, setAsking] = useState(false);
  const { list, items: rows } = useCursorList(
    [...approvalsKey, "developers", status, q],
    (cursor, signal) =>
      call(
        routes.adminApprovals.developers,
        { query: { status, q: q || undefined, limit: 20, cursor } },
        { signal },
      ),
    { keepPrevious: true },
  );
  const chosen = rows.filter((r) => selected.has(r.developerId));

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
    {
      key: "name",
      header: t("columns.name"),
      cell: (r) => (
        <AppLink href={`/profiles/${r.developerId}`} underline="always">
          {r.name}
        </AppLink>
      ),
    },
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
        <EnumSelect
          label={t("status")}
          options={approvalStatuses}
          optionLabel={(s) => approvalStatusLabels[s][locale]}
          value={status}
          onChange={(s) => {
            clear();
            onStatus(s);
          }}
          sx={{ minWidth: 200 }}
        />
        <TextField
          type="search"
          label={t("search")}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          sx={{ minWidth: 280 }}
        />
      </Stack>
      <BulkActions
        count={chosen.length}
        busy={busy}
        status={status}
        onApprove={() => void decide("approved")}
        refuse={{
          decision: "disapproved",
          label: t("disapprove"),
          onClick: () => setAsking(true),
        }}
      />
      <QueueTable
        list={list}
        caption={t("developersCaption", { status: approvalStatusLabels[status][locale] })}
        rows={rows}
        columns={columns}
        idOf={(r) => r.developerId}
        nameOf={(r) => r.name}
        selected={selected}
        onSelect={select}
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
