"use client";

import {
  type PlatformApprovalItem,
  type PlatformLinkApproval,
  platformLinkApprovalLabels,
  platformLinkApprovals,
  routes,
} from "@encaja/contracts";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { useLocale, useTranslations } from "next-intl";
import { AppLink } from "@/components/AppLink";
import { EnumSelect } from "@/features/forms/EnumSelect";
import { useCall } from "@/lib/api/hooks";
import type { AppLocale } from "@/lib/format/locale";
import { BulkActions } from "./BulkActions";
import { type Column, createdColumn, QueueTable } from "./SelectableTable";
import { useQueue } from "./useQueue";

/** The platform-link queue: filter by state, select rows, approve or decline. */
export function PlatformQueue({
  status,
  onStatus,
}: {
  status: PlatformLinkApproval;
  onStatus: (status: PlatformLinkApproval) => void;
}) {
  const t = useTranslations("AdminApprovals");
  const locale = useLocale() as AppLocale;
  const call = useCall();
  const queue = useQueue(
    ["platforms", status],
    (cursor, signal) =>
      call(routes.adminApprovals.platforms, { query: { status, limit: 20, cursor } }, { signal }),
    (r) => r.platformLinkId,
  );
  const { chosen, clear, run, busy } = queue;
  const nameOf = (r: PlatformApprovalItem) =>
    t("linkName", { platform: t(`platforms.${r.platform}`), name: r.developerName });

  const decide = (decision: "approved" | "declined") =>
    run(
      () =>
        call(routes.adminApprovals.decidePlatforms, {
          body: {
            items: chosen.map((r) => ({ platformLinkId: r.platformLinkId, from: r.approval })),
            decision,
          },
        }),
      t(decision === "approved" ? "linksApprovedToast" : "linksDeclinedToast", {
        count: chosen.length,
      }),
    );

  const columns: Column<PlatformApprovalItem>[] = [
    {
      key: "developer",
      header: t("columns.developer"),
      cell: (r) => (
        <AppLink href={`/profiles/${r.developerId}`} underline="always">
          {r.developerName}
        </AppLink>
      ),
    },
    { key: "platform", header: t("columns.platform"), cell: (r) => t(`platforms.${r.platform}`) },
    {
      key: "url",
      header: t("columns.url"),
      cell: (r) => (
        <Link
          href={r.url}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ wordBreak: "break-all" }}
        >
          {r.url}
        </Link>
      ),
    },
    createdColumn(t("columns.createdAt"), locale),
    {
      key: "approval",
      header: t("columns.approval"),
      cell: (r) => platformLinkApprovalLabels[r.approval][locale],
    },
  ];

  return (
    <Stack spacing={2}>
      <EnumSelect
        label={t("status")}
        options={platformLinkApprovals}
        optionLabel={(s) => platformLinkApprovalLabels[s][locale]}
        value={status}
        onChange={(s) => {
          clear();
          onStatus(s);
        }}
        sx={{ maxWidth: 280 }}
      />
      <BulkActions
        count={chosen.length}
        busy={busy}
        status={status}
        onApprove={() => void decide("approved")}
        refuse={{
          decision: "declined",
          label: t("decline"),
          onClick: () => void decide("declined"),
        }}
      />
      <QueueTable
        {...queue.table}
        caption={t("platformsCaption", { status: platformLinkApprovalLabels[status][locale] })}
        columns={columns}
        nameOf={nameOf}
      />
    </Stack>
  );
}
