"use client";

import {
  type PlatformApprovalItem,
  type PlatformLinkApproval,
  platformLinkApprovalLabels,
  platformLinkApprovals,
} from "@encaja/contracts";
import Stack from "@mui/material/Stack";
import { useLocale, useTranslations } from "next-intl";
import { ExternalLink } from "@/components/ExternalLink";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import type { AppLocale } from "@/lib/format/locale";
import { BulkActions } from "./BulkActions";
import { type Column, createdColumn, developerColumn, QueueTable } from "./SelectableTable";
import { StatusSelect } from "./StatusSelect";
import { type QueueFilter, useQueue } from "./useQueue";

/** The platform-link queue: filter by state, select rows, approve or decline. */
export function PlatformQueue(filter: QueueFilter<PlatformLinkApproval>) {
  const { status } = filter;
  const t = useTranslations("AdminApprovals");
  const locale = useLocale() as AppLocale;
  const call = useCall();
  const queue = useQueue(
    filter,
    ["platforms", status],
    (cursor, signal) =>
      call(routes.adminApprovals.platforms, { query: { status, limit: 20, cursor } }, { signal }),
    (r) => r.platformLinkId,
  );
  const { chosen, run } = queue;
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
    developerColumn("developer", t("columns.developer"), (r) => r.developerName),
    { key: "platform", header: t("columns.platform"), cell: (r) => t(`platforms.${r.platform}`) },
    {
      key: "url",
      header: t("columns.url"),
      cell: (r) => (
        <ExternalLink href={r.url} wrap>
          {r.url}
        </ExternalLink>
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
      <StatusSelect
        statuses={platformLinkApprovals}
        labels={platformLinkApprovalLabels}
        {...queue.statusSelect}
        sx={{ maxWidth: 280 }}
      />
      <BulkActions
        {...queue.bulk}
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
