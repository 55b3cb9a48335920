"use client";

import {
  type MainSkillCategory,
  mainSkillCategoryLabels,
  type OfferStatus,
  offerStatuses,
} from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useMemo, useState } from "react";
import { AppLink } from "@/components/AppLink";
import { ButtonLink } from "@/components/ButtonLink";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { formatDate } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { CustomerPicker } from "./CustomerPicker";
import { useOfferList } from "./queries";
import { StatusChip } from "./StatusChip";

export const techRoles = (Object.keys(mainSkillCategoryLabels) as MainSkillCategory[]).filter(
  (r) => r !== "invalid",
);

/** /matchers: every offer, with counts per status, filters and newest/oldest first. */
export function OffersPage() {
  const t = useTranslations("Offers.list");
  const ts = useTranslations("Offers.status");
  const th = useTranslations("HireFlow");
  const locale = useLocale() as AppLocale;
  const [status, setStatus] = useState<OfferStatus | "all">("all");
  const [customer, setCustomer] = useState<{ id: string; name: string } | null>(null);
  const [techRole, setTechRole] = useState("");
  const [direction, setDirection] = useState<"DESC" | "ASC">("DESC");
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const query = useMemo(() => {
    const params = new URLSearchParams({ limit: "25", direction });
    if (status !== "all") params.set("status", status);
    if (customer) params.set("customerId", customer.id);
    if (techRole) params.set("techRole", techRole);
    if (q) params.set("q", q);
    return params;
  }, [status, customer, techRole, direction, q]);
  const list = useOfferList(query);
  const counts = list.data?.pages[0]?.counts;
  const offers = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = counts ? offerStatuses.reduce((sum, s) => sum + counts[s], 0) : null;
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ justifyContent: "space-between", alignItems: { sm: "center" }, mb: 3 }}
      >
        <Typography component="h1" variant="h3" fontWeight={800}>
          {t("title")}
        </Typography>
        <ButtonLink href="/matchers/new-offer" variant="contained" size="large">
          {t("new")}
        </ButtonLink>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, mb: 2 }}>
        <Box
          component="form"
          role="search"
          onSubmit={search}
          sx={{
            display: "grid",
            gap: 2,
            gridTemplateColumns: { xs: "1fr", md: "2fr 2fr 1.2fr 1.2fr auto" },
            alignItems: "start",
          }}
        >
          <TextField
            label={t("search")}
            value={text}
            onChange={(e) => setText(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 120 } }}
          />
          <CustomerPicker value={customer} onChange={setCustomer} label={t("customer")} />
          <TextField
            select
            label={t("techRole")}
            value={techRole}
            onChange={(e) => setTechRole(e.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t("any")}</option>
            {techRoles.map((r) => (
              <option key={r} value={r}>
                {mainSkillCategoryLabels[r][locale]}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label={t("sort")}
            value={direction}
            onChange={(e) => setDirection(e.target.value as "DESC" | "ASC")}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="DESC">{t("newest")}</option>
            <option value="ASC">{t("oldest")}</option>
          </TextField>
          <Button type="submit" variant="outlined" sx={{ height: 56 }}>
            {t("apply")}
          </Button>
        </Box>
      </Paper>
      <Tabs
        value={status}
        onChange={(_, next) => setStatus(next)}
        variant="scrollable"
        aria-label={t("statusTabs")}
        sx={{ mb: 2 }}
      >
        <Tab value="all" label={t("all", { count: total ?? "…" })} />
        {offerStatuses.map((s) => (
          <Tab key={s} value={s} label={`${ts(s)} (${counts ? counts[s] : "…"})`} />
        ))}
      </Tabs>
      {list.isError ? <Alert severity="error">{t("loadError")}</Alert> : null}
      <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
        <Table aria-label={t("tableLabel")}>
          <TableHead>
            <TableRow>
              <TableCell>{t("colTitle")}</TableCell>
              <TableCell>{t("colCustomer")}</TableCell>
              <TableCell>{t("colStatus")}</TableCell>
              <TableCell>{t("colRole")}</TableCell>
              <TableCell>{t("colCreated")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {offers.map((offer) => (
              <TableRow key={offer.id} hover>
                <TableCell>
                  <AppLink href={`/matchers/offer/${offer.id}`} underline="hover">
                    {offer.title}
                  </AppLink>
                  {offer.source === "hire_request" ? (
                    <Chip size="small" color="info" label={th("badge")} sx={{ ml: 1 }} />
                  ) : null}
                </TableCell>
                <TableCell>{offer.customer.name}</TableCell>
                <TableCell>
                  <StatusChip status={offer.status} />
                </TableCell>
                <TableCell>{mainSkillCategoryLabels[offer.techRole][locale]}</TableCell>
                <TableCell>{formatDate(offer.createdAt, locale)}</TableCell>
              </TableRow>
            ))}
            {list.isSuccess && offers.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5}>{t("empty")}</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <LoadMoreButton query={list} label={t("more")} spaced />
    </Container>
  );
}
