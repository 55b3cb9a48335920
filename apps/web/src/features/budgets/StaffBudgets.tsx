"use client";

import {
  type BudgetStatus,
  budgetStatuses,
  budgetStatusLabels,
  type Locale,
} from "@encaja/contracts";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { ButtonLink } from "@/components/ButtonLink";
import { PageHeading } from "@/components/PageHeading";
import { EnumSelect } from "@/features/forms/EnumSelect";
import { BudgetTable } from "./BudgetTable";
import { useBudgets } from "./queries";

/** /matchers/budgets: every company's budgets, by status, and the way to prepare a new one. */
export function StaffBudgets() {
  const t = useTranslations("Budgets.staff");
  const locale = useLocale() as Locale;
  const [status, setStatus] = useState<BudgetStatus | "">("");
  const list = useBudgets(status ? { status } : {});
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading title={t("title")} lead={t("lead")} leadGap={3} />
      <Stack direction="row" spacing={2} sx={{ mb: 3, alignItems: "center" }}>
        <EnumSelect
          label={t("status")}
          options={budgetStatuses}
          optionLabel={(s) => budgetStatusLabels[s][locale]}
          emptyLabel={t("allStatuses")}
          value={status}
          onChange={setStatus}
          sx={{ minWidth: 240 }}
        />
        <ButtonLink href="/matchers/budgets/new" variant="contained">
          {t("new")}
        </ButtonLink>
      </Stack>
      <BudgetTable
        list={list}
        loadError={t("loadError")}
        caption={t("title")}
        showCompany
        hrefOf={(b) =>
          b.status === "draft" ? `/matchers/budgets/${b.id}` : `/pricing/budgets/${b.id}`
        }
      />
    </Container>
  );
}
