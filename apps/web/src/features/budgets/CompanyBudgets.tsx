"use client";

import Alert from "@mui/material/Alert";
import Container from "@mui/material/Container";
import { useTranslations } from "next-intl";
import { AppLink } from "@/components/AppLink";
import { PageHeading } from "@/components/PageHeading";
import { BudgetTable } from "./BudgetTable";
import { useBudgets } from "./queries";

/** /customers/dashboard/budgets: the budgets sent to the company. */
export function CompanyBudgets() {
  const t = useTranslations("Budgets.company");
  const list = useBudgets();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading title={t("title")} lead={t("lead")} leadGap={3} />
      <BudgetTable
        list={list}
        loadError={t("loadError")}
        caption={t("title")}
        showCompany={false}
        hrefOf={(b) => `/pricing/budgets/${b.id}`}
      />
    </Container>
  );
}

/** The dashboard's line about budgets awaiting an answer, with a link to the list. */
export function BudgetsAwaiting() {
  const t = useTranslations("Budgets.company");
  // One page of the largest size: a company never has that many budgets waiting at once.
  const list = useBudgets({ status: "sent", limit: 100 });
  if (!list.isSuccess) return null;
  const count = list.data.pages[0]?.items.length ?? 0;
  return (
    <Alert severity="info" sx={{ mb: 3 }}>
      {t("awaiting", { count })}{" "}
      <AppLink href="/customers/dashboard/budgets">{t("seeAll")}</AppLink>
    </Alert>
  );
}
