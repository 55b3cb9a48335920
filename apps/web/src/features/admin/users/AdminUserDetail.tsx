"use client";

import { roleLabels, type AdminUserDetail as User } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { AppLink } from "@/components/AppLink";
import { PageHeading } from "@/components/PageHeading";
import { SectionCard } from "@/components/SectionCard";
import { SessionProgress } from "@/features/session/SessionProgress";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { formatDate, formatDateTime } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { AccountStatusActions } from "./AccountStatusActions";
import { statusColor } from "./labels";
import { RoleSection } from "./RoleSection";
import { UserSessions } from "./UserSessions";

export const adminUserKey = (id: string) => ["admin-users", "user", id];

/** /admin/users/[id]: details, disable/enable, internal role, live sessions. */
export function AdminUserDetail({ id }: { id: string }) {
  const t = useTranslations("AdminUsers");
  const locale = useLocale() as AppLocale;
  const call = useCall();
  const client = useQueryClient();
  const user = useQuery({
    queryKey: adminUserKey(id),
    queryFn: ({ signal }) => call(routes.adminUsers.read, { params: { id } }, { signal }),
  });
  /** Shows the answer of a change at once and refreshes the lists behind. */
  const changed = (next: User) => {
    client.setQueryData(adminUserKey(id), next);
    void client.invalidateQueries({ queryKey: ["admin-users", "list"] });
  };
  const refresh = () => client.invalidateQueries({ queryKey: adminUserKey(id) });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography sx={{ mb: 2 }}>
        <AppLink href="/admin/users">{t("detail.back")}</AppLink>
      </Typography>
      {user.isPending ? <SessionProgress /> : null}
      {user.isError ? <Alert severity="error">{t("detail.loadError")}</Alert> : null}
      {user.data ? (
        <>
          <PageHeading title={user.data.fullName ?? user.data.email} lead={user.data.email} />
          <Stack spacing={3}>
            <SectionCard id="account" title={t("detail.account")}>
              <Stack spacing={1} sx={{ mb: 2 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                  <Typography>{t("table.status")}:</Typography>
                  <Chip
                    size="small"
                    color={statusColor(user.data.status)}
                    label={t(`status.${user.data.status}`)}
                  />
                </Stack>
                <Typography>
                  {t("table.role")}: {roleLabels[user.data.role][locale]}
                </Typography>
                {user.data.companyName ? (
                  <Typography>
                    {t("table.company")}: {user.data.companyName}
                  </Typography>
                ) : null}
                <Typography>
                  {t("table.createdAt")}: {formatDate(user.data.createdAt, locale)}
                </Typography>
                <Typography>
                  {t("table.lastSeenAt")}:{" "}
                  {user.data.lastSeenAt ? formatDateTime(user.data.lastSeenAt, locale) : t("never")}
                </Typography>
                {user.data.disabledAt ? (
                  <Alert severity="warning">
                    {t("detail.disabledSince", {
                      date: formatDateTime(user.data.disabledAt, locale),
                      reason: user.data.disabledReason ?? "—",
                    })}
                  </Alert>
                ) : null}
              </Stack>
              <AccountStatusActions user={user.data} onChanged={changed} />
            </SectionCard>
            <RoleSection user={user.data} onChanged={changed} />
            <UserSessions user={user.data} onChanged={refresh} />
          </Stack>
        </>
      ) : null}
    </Container>
  );
}
