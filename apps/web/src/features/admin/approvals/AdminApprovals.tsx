"use client";

import {
  ApprovalStatus,
  type ApprovalStatus as ApprovalStatusValue,
  PlatformLinkApproval,
  type PlatformLinkApproval as PlatformLinkApprovalValue,
} from "@encaja/contracts";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useId } from "react";
import { PageHeading } from "@/components/PageHeading";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { DeveloperQueue } from "./DeveloperQueue";
import { PlatformQueue } from "./PlatformQueue";
import { approvalsKey } from "./useDecision";

type TabKey = "developers" | "platforms";

/**
 * /admin/approvals: two queues (developer profiles, platform links) with their pending counts.
 * The open tab and the state filter live in the URL (`?tab=platforms&status=declined`).
 */
export function AdminApprovals() {
  const t = useTranslations("AdminApprovals");
  const id = useId();
  const call = useCall();
  const params = useSearchParams();
  const tab: TabKey = params.get("tab") === "platforms" ? "platforms" : "developers";
  const rawStatus = params.get("status");
  const go = useCallback((next: Record<string, string | undefined>) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) query.set(key, value);
    const text = query.toString();
    window.history.replaceState(null, "", `${window.location.pathname}${text ? `?${text}` : ""}`);
  }, []);
  const counts = useQuery({
    queryKey: [...approvalsKey, "counts"],
    queryFn: ({ signal }) => call(routes.adminApprovals.counts, {}, { signal }),
  });
  const pending = {
    developers: counts.data?.pendingDevelopers,
    platforms: counts.data?.pendingPlatformLinks,
  };
  const tabs: TabKey[] = ["developers", "platforms"];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading title={t("title")} lead={t("lead")} />
      <Tabs
        value={tab}
        onChange={(_, key: TabKey) => go({ tab: key === "developers" ? undefined : key })}
        aria-label={t("tabsLabel")}
        variant="scrollable"
        sx={{ borderBottom: 1, borderColor: "divider", mb: 3 }}
      >
        {tabs.map((key) => (
          <Tab
            key={key}
            value={key}
            label={
              pending[key] === undefined
                ? t(`tabs.${key}`)
                : t("tabWithCount", { tab: t(`tabs.${key}`), count: pending[key] })
            }
            id={`${id}-tab-${key}`}
            aria-controls={`${id}-panel-${key}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`}>
        {tab === "developers" ? (
          <DeveloperQueue
            status={ApprovalStatus.catch("pending").parse(rawStatus) as ApprovalStatusValue}
            onStatus={(status) => go({ status: status === "pending" ? undefined : status })}
          />
        ) : (
          <PlatformQueue
            status={
              PlatformLinkApproval.catch("pending").parse(rawStatus) as PlatformLinkApprovalValue
            }
            onStatus={(status) =>
              go({ tab: "platforms", status: status === "pending" ? undefined : status })
            }
          />
        )}
      </Box>
    </Container>
  );
}
