"use client";

import {
  type AdminUsersQuery,
  adminUserStatuses,
  roleLabels,
  roles,
  routes,
} from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { AppLink } from "@/components/AppLink";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { PageHeading } from "@/components/PageHeading";
import { SessionProgress } from "@/features/session/SessionProgress";
import { usePathname, useRouter } from "@/i18n/navigation";
import { useCall } from "@/lib/api/hooks";
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
  const list = useInfiniteQuery({
    queryKey: ["admin-users", "list", query],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      call(
        routes.adminUsers.list,
        { query: { ...query, limit: 25, cursor: pageParam ?? undefined } },
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const dateLabel = { inputLabel: { shrink: true } };

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
        <TextField
          type="date"
          label={t("filters.createdFrom")}
          value={filters.createdFrom}
          onChange={(e) => setFilter("createdFrom", e.target.value)}
          slotProps={dateLabel}
        />
        <TextField
          type="date"
          label={t("filters.createdTo")}
          value={filters.createdTo}
          onChange={(e) => setFilter("createdTo", e.target.value)}
          slotProps={dateLabel}
        />
      </Stack>
      {list.isError ? <Alert severity="error">{t("loadError")}</Alert> : null}
      {list.isPending ? <SessionProgress /> : null}
      {list.isSuccess && items.length === 0 ? <Typography>{t("empty")}</Typography> : null}
      {items.length > 0 ? (
        <TableContainer>
          <Table size="small">
            <caption>{t("table.caption")}</caption>
            <TableHead>
              <TableRow>
                <TableCell>{t("table.name")}</TableCell>
                <TableCell>{t("table.email")}</TableCell>
                <TableCell>{t("table.role")}</TableCell>
                <TableCell>{t("table.company")}</TableCell>
                <TableCell>{t("table.status")}</TableCell>
                <TableCell>{t("table.createdAt")}</TableCell>
                <TableCell>{t("table.lastSeenAt")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((u) => (
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
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      <LoadMoreButton query={list} label={t("more")} spaced />
    </Container>
  );
}
