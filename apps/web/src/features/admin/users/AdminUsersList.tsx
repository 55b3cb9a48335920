"use client";

import { type AdminUsersQuery, adminUserStatuses, roleLabels, roles } from "@encaja/contracts";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { AppLink } from "@/components/AppLink";
import { DataTable } from "@/components/DataTable";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { PageHeading } from "@/components/PageHeading";
import { QueryList } from "@/components/QueryList";
import { DateField } from "@/features/forms/DateField";
import { usePathname, useRouter } from "@/i18n/navigation";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { useCursorList } from "@/lib/api/useCursorList";
import { formatDate, formatDateTime } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { statusColor } from "./labels";

const filterKeys = ["q", "role", "status", "company", "createdFrom", "createdTo"] as const;
type FilterKey = (typeof filterKeys)[number];

/** /admin/users: users filtered through the URL query, newest sign-ups first. */
export function AdminUsersList() {
  const t = useTranslations("AdminUsers");
  const locale = useLocale() as AppLocale;
  const call = useCall();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const filters = Object.fromEntries(filterKeys.map((k) => [k, params.get(k) ?? ""])) as Record<
    FilterKey,
    string
  >;

  const setFilter = (key: FilterKey, value: string) => {
    const next = new URLSearchParams(params.toString());
    if (value) next.set(key, value);
    else next.delete(key);
    const query = next.toString();
    router.replace(query ? `${pathname}?${query}` : pathname);
  };

  const query = Object.fromEntries(
    Object.entries(filters).filter(([, v]) => v !== ""),
  ) as Partial<AdminUsersQuery>;
  const { list, items } = useCursorList(
    ["admin-users", "list", query],
    (cursor, signal) =>
      call(routes.adminUsers.list, { query: { ...query, limit: 25, cursor } }, { signal }),
    { keepPrevious: true },
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading title={t("title")} lead={t("lead")} />
      <Typography sx={{ mb: 2 }}>
        <AppLink href="/admin/invitations">{t("invitations.link")}</AppLink>
      </Typography>
      <Stack
        component="form"
        role="search"
        aria-label={t("filters.label")}
        direction={{ xs: "column", md: "row" }}
        spacing={2}
        sx={{ mb: 3, flexWrap: "wrap", rowGap: 2 }}
        onSubmit={(e) => e.preventDefault()}
      >
        <TextField
          type="search"
          label={t("filters.q")}
          defaultValue={filters.q}
          onChange={(e) => setFilter("q", e.target.value)}
        />
        <TextField
          select
          label={t("filters.role")}
          value={filters.role}
          onChange={(e) => setFilter("role", e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t("filters.any")}</option>
          {roles.map((r) => (
            <option key={r} value={r}>
              {roleLabels[r][locale]}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label={t("filters.status")}
          value={filters.status}
          onChange={(e) => setFilter("status", e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t("filters.any")}</option>
          {adminUserStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </TextField>
        <TextField
          type="search"
          label={t("filters.company")}
          defaultValue={filters.company}
          onChange={(e) => setFilter("company", e.target.value)}
        />
        <DateField
          label={t("filters.createdFrom")}
          value={filters.createdFrom}
          onChange={(value) => setFilter("createdFrom", value)}
        />
        <DateField
          label={t("filters.createdTo")}
          value={filters.createdTo}
          onChange={(value) => setFilter("createdTo", value)}
        />
      </Stack>
      <QueryList query={list} items={items} loadError={t("loadError")} empty={t("empty")}>
        {(rows) => (
          <DataTable
            caption={t("table.caption")}
            columns={[
              t("table.name"),
              t("table.email"),
              t("table.role"),
              t("table.company"),
              t("table.status"),
              t("table.createdAt"),
              t("table.lastSeenAt"),
            ]}
          >
            {rows.map((u) => (
              <TableRow key={u.id}>
                <TableCell>
                  <AppLink href={`/admin/users/${u.id}`}>{u.fullName ?? u.email}</AppLink>
                </TableCell>
                <TableCell>{u.email}</TableCell>
                <TableCell>{roleLabels[u.role][locale]}</TableCell>
                <TableCell>{u.companyName ?? "—"}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={statusColor(u.status)}
                    label={t(`status.${u.status}`)}
                  />
                </TableCell>
                <TableCell>{formatDate(u.createdAt, locale)}</TableCell>
                <TableCell>
                  {u.lastSeenAt ? formatDateTime(u.lastSeenAt, locale) : t("never")}
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
        )}
      </QueryList>
      <LoadMoreButton query={list} label={t("more")} spaced />
    </Container>
  );
}
