"use client";

import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { LinkCardGrid } from "@/components/LinkCardGrid";

/** The admin home's tools: each card opens one superAdmin page. */
export function AdminTools() {
  const t = useTranslations("Account.adminTools");
  const pricing = useTranslations("AdminPricing");
  const customers = useTranslations("AdminCustomers");
  const users = useTranslations("AdminUsers");
  const approvals = useTranslations("AdminApprovals");
  const catalog = useTranslations("AdminCatalog");
  const questions = useTranslations("AdminQuestions");
  const imports = useTranslations("AdminImports");
  const audit = useTranslations("AdminAudit");
  const settings = useTranslations("AdminSettings");
  const rates = useTranslations("AdminExchangeRates");
  const emails = useTranslations("AdminEmails");
  const fairness = useTranslations("AdminFairness");
  return (
    <Box component="section" aria-labelledby="admin-tools-title" sx={{ mb: 5 }}>
      <Typography
        id="admin-tools-title"
        component="h2"
        variant="h5"
        fontWeight={700}
        sx={{ mb: 2 }}
      >
        {t("title")}
      </Typography>
      <LinkCardGrid
        headingLevel="h3"
        cards={[
          { href: "/admin/users", title: users("title"), summary: users("lead") },
          { href: "/admin/approvals", title: approvals("title"), summary: approvals("lead") },
          { href: "/admin/catalog", title: catalog("title"), summary: catalog("lead") },
          { href: "/admin/questions", title: questions("title"), summary: questions("lead") },
          { href: "/admin/imports", title: imports("title"), summary: imports("lead") },
          { href: "/admin/audit", title: audit("title"), summary: audit("lead") },
          { href: "/admin/fairness", title: fairness("title"), summary: fairness("lead") },
          { href: "/admin/customers", title: customers("title"), summary: customers("lead") },
          { href: "/admin/pricing", title: pricing("title"), summary: pricing("lead") },
          { href: "/admin/settings", title: settings("title"), summary: settings("lead") },
          { href: "/admin/exchange-rates", title: rates("title"), summary: rates("summary") },
          { href: "/admin/emails", title: emails("title"), summary: emails("lead") },
        ]}
      />
    </Box>
  );
}
