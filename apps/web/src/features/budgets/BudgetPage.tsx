"use client";

import {
  type BudgetDecision,
  type BudgetDetail,
  budgetStatusLabels,
  budgetVersionExpired,
  isInternalRole,
  type Locale,
} from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { ButtonLink } from "@/components/ButtonLink";
import { PageHeading } from "@/components/PageHeading";
import { SectionCard } from "@/components/SectionCard";
import { MarkdownText } from "@/features/markdown/Markdown";
import { useUser } from "@/features/session/Guard";
import { SessionProgress } from "@/features/session/SessionProgress";
import { readToken } from "@/features/session/storage";
import { downloadRoute } from "@/lib/api/download";
import { useApiErrorToast } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { useApiUrl } from "@/lib/config/ApiUrlProvider";
import { formatDate } from "@/lib/format/dates";
import { formatMoneyFromMinor } from "@/lib/format/money";
import { answerText } from "./answer";
import { BudgetLinesTable } from "./BudgetLinesTable";
import { BudgetVersionHistory } from "./BudgetVersionHistory";
import { useBudget } from "./queries";
import { RespondDialog } from "./RespondDialog";

const today = () => new Date().toISOString().slice(0, 10);

/** /pricing/budgets/{id}: the current version, its answer or the way to answer, and the history. */
export function BudgetPage({ id }: { id: string }) {
  const t = useTranslations("Budgets.page");
  const budget = useBudget(id);
  if (budget.isPending) return <SessionProgress />;
  if (budget.isError) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Alert severity="error">{t("notFound")}</Alert>
      </Container>
    );
  }
  return <BudgetView budget={budget.data} />;
}

function BudgetView({ budget }: { budget: BudgetDetail }) {
  const t = useTranslations("Budgets.page");
  const locale = useLocale() as Locale;
  const user = useUser();
  const staff = isInternalRole(user.role);
  const current = budget.versions[0];
  const editable = budget.status === "draft" || budget.status === "sent";
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading
        title={budget.title}
        lead={t("lead", {
          company: budget.customerName,
          status: budgetStatusLabels[budget.status][locale],
        })}
        leadGap={3}
      />
      {staff && editable ? (
        <ButtonLink href={`/matchers/budgets/${budget.id}`} variant="outlined" sx={{ mb: 3 }}>
          {t("edit")}
        </ButtonLink>
      ) : null}
      <Stack spacing={3}>
        {current ? (
          <CurrentVersion budget={budget} staff={staff} />
        ) : (
          <Alert severity="info">{t("notSent")}</Alert>
        )}
        {budget.versions.length > 0 ? <BudgetVersionHistory versions={budget.versions} /> : null}
      </Stack>
    </Container>
  );
}

function CurrentVersion({ budget, staff }: { budget: BudgetDetail; staff: boolean }) {
  const t = useTranslations("Budgets.page");
  const ta = useTranslations("Budgets.answer");
  const locale = useLocale() as Locale;
  const user = useUser();
  const apiUrl = useApiUrl();
  const showError = useApiErrorToast();
  const [deciding, setDeciding] = useState<BudgetDecision | null>(null);
  const v = budget.versions[0]!;
  const total = formatMoneyFromMinor(v.totalMinor, v.currency, locale);
  const expired = budgetVersionExpired(v.validUntil, today());
  const answerable = budget.status === "sent" && !v.response && !expired && !staff;
  const download = () =>
    downloadRoute(
      apiUrl,
      routes.budgets.pdf,
      { params: { id: budget.id, version: v.version } },
      { token: readToken(), locale, fallbackName: `budget-v${v.version}.pdf` },
    ).catch(showError);
  return (
    <SectionCard id="budget-current" title={t("current", { version: v.version })}>
      {v.response ? (
        <Alert severity={v.response.decision === "accepted" ? "success" : "warning"} sx={{ mb: 2 }}>
          {answerText(ta, v.response, locale)}
        </Alert>
      ) : null}
      {!v.response && budget.status === "withdrawn" ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t("withdrawn")}
        </Alert>
      ) : null}
      {!v.response && budget.status === "sent" && expired ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t("expired")}
        </Alert>
      ) : null}
      <BudgetLinesTable content={v.content} totalMinor={v.totalMinor} caption={t("linesCaption")} />
      <Typography sx={{ mt: 2 }}>
        {t("validUntil", { date: formatDate(v.validUntil, locale) })}
      </Typography>
      {v.content.terms.trim() ? (
        <>
          <Typography component="h3" variant="subtitle1" fontWeight={700} sx={{ mt: 2 }}>
            {t("terms")}
          </Typography>
          <MarkdownText markdown={v.content.terms} />
        </>
      ) : null}
      {answerable && user.role === "customerAssociate" ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t("associateRule")}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={2} sx={{ mt: 3, flexWrap: "wrap" }}>
        {answerable ? (
          <>
            <Button variant="contained" onClick={() => setDeciding("accepted")}>
              {t("accept")}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setDeciding("rejected")}>
              {t("reject")}
            </Button>
          </>
        ) : null}
        <Button variant="text" onClick={() => void download()}>
          {t("pdf")}
        </Button>
      </Stack>
      {deciding ? (
        <RespondDialog
          budgetId={budget.id}
          version={v.version}
          total={total}
          decision={deciding}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </SectionCard>
  );
}
