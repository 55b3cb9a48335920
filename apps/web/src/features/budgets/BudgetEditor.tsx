"use client";

import {
  BudgetContent,
  type BudgetDetail,
  budgetHiringTypeLabels,
  budgetHiringTypes,
  budgetTotal,
  type CurrencyCode,
  currencyCodes,
  formatMoney,
  type Locale,
} from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { PageHeading } from "@/components/PageHeading";
import { SectionCard } from "@/components/SectionCard";
import { EnumSelect } from "@/features/forms/EnumSelect";
import { CustomerPicker } from "@/features/offers/CustomerPicker";
import { SessionProgress } from "@/features/session/SessionProgress";
import { useToast } from "@/features/toast/ToastProvider";
import { useRouter } from "@/i18n/navigation";
import { apiErrorMessage } from "@/lib/api/errors";
import { type BudgetFields, contentOf, emptyBudgetFields, fieldsOf } from "./budgetForm";
import { CompanyLinks } from "./CompanyLinks";
import { LinesEditor } from "./LinesEditor";
import { useBudget, useSaveBudget, useSendBudget } from "./queries";

/** /matchers/budgets/new and /matchers/budgets/{id}: prepare, save and send a budget. */
export function BudgetEditor({ id }: { id: string | null }) {
  const locale = useLocale() as Locale;
  const budget = useBudget(id);
  if (id && budget.isPending) return <SessionProgress />;
  if (id && budget.isError) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Alert severity="error">{apiErrorMessage(budget.error, locale)}</Alert>
      </Container>
    );
  }
  return <EditorForm key={id ?? "new"} budget={budget.data ?? null} />;
}

function EditorForm({ budget }: { budget: BudgetDetail | null }) {
  const t = useTranslations("Budgets.editor");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const toast = useToast();
  const [fields, setFields] = useState<BudgetFields>(() =>
    budget?.draft ? fieldsOf(budget.title, budget.draft) : emptyBudgetFields(),
  );
  const [customer, setCustomer] = useState<{ id: string; name: string } | null>(
    budget ? { id: budget.customerId, name: budget.customerName } : null,
  );
  const [offerId, setOfferId] = useState<string | null>(budget?.offerId ?? null);
  const [candidateIds, setCandidateIds] = useState<string[]>(
    budget?.candidates.map((c) => c.candidateId) ?? [],
  );
  const save = useSaveBudget(budget?.id ?? null);
  const send = useSendBudget();
  const set = (patch: Partial<BudgetFields>) => setFields((f) => ({ ...f, ...patch }));
  const parsed = BudgetContent.safeParse(contentOf(fields));
  const total = parsed.success
    ? formatMoney(budgetTotal(parsed.data), fields.currency, locale)
    : "—";
  const error = save.error ?? send.error;

  const persist = async () => {
    const content = contentOf(fields);
    const saved = budget
      ? await save.mutateAsync({ title: fields.title, offerId, content, candidateIds })
      : await save.mutateAsync({
          customerId: customer?.id ?? "",
          offerId,
          title: fields.title,
          content,
          candidateIds,
        });
    return saved;
  };
  const saveDraft = async () => {
    try {
      const saved = await persist();
      toast.success(t("saved"));
      if (!budget) router.replace(`/matchers/budgets/${saved.id}`);
    } catch {
      // Shown above the buttons.
    }
  };
  const saveAndSend = async () => {
    try {
      const saved = await persist();
      await send.mutateAsync(saved.id);
      toast.success(t("sent"));
      router.push(`/pricing/budgets/${saved.id}`);
    } catch {
      // Shown above the buttons.
    }
  };
  const busy = save.isPending || send.isPending;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading
        title={budget ? t("editTitle", { title: budget.title }) : t("newTitle")}
        lead={
          budget && budget.currentVersion > 0
            ? t("resendLead", { version: budget.currentVersion })
            : t("lead")
        }
        leadGap={3}
      />
      <Stack spacing={3}>
        <SectionCard id="budget-company" title={t("companySection")}>
          <Stack spacing={2}>
            {budget ? (
              <Typography>{budget.customerName}</Typography>
            ) : (
              <CustomerPicker
                label={t("company")}
                value={customer}
                onChange={(c) => {
                  setCustomer(c);
                  setOfferId(null);
                  setCandidateIds([]);
                }}
                required
              />
            )}
            {customer ? (
              <CompanyLinks
                customerId={customer.id}
                offerId={offerId}
                candidateIds={candidateIds}
                onOffer={setOfferId}
                onCandidates={setCandidateIds}
              />
            ) : null}
          </Stack>
        </SectionCard>
        <SectionCard id="budget-terms" title={t("termsSection")}>
          <Stack spacing={2}>
            <TextField
              label={t("title")}
              value={fields.title}
              onChange={(e) => set({ title: e.target.value })}
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
              <EnumSelect
                label={t("hiringType")}
                options={budgetHiringTypes}
                optionLabel={(h) => budgetHiringTypeLabels[h][locale]}
                value={fields.hiringType}
                onChange={(hiringType) => set({ hiringType })}
                fullWidth
              />
              <EnumSelect
                label={t("currency")}
                options={currencyCodes}
                optionLabel={(c: CurrencyCode) => c}
                value={fields.currency}
                onChange={(currency) => set({ currency })}
                fullWidth
              />
              <TextField
                label={t("validUntil")}
                type="date"
                value={fields.validUntil}
                onChange={(e) => set({ validUntil: e.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
                fullWidth
              />
            </Stack>
          </Stack>
        </SectionCard>
        <SectionCard id="budget-lines" title={t("linesSection")}>
          <LinesEditor
            lines={fields.lines}
            hiringType={fields.hiringType}
            onChange={(lines) => set({ lines })}
          />
          <Typography sx={{ mt: 2 }} fontWeight={700} aria-live="polite">
            {t("total", { total })}
          </Typography>
        </SectionCard>
        <SectionCard id="budget-text" title={t("textSection")}>
          <Stack spacing={2}>
            <TextField
              label={t("terms")}
              helperText={t("termsHelp")}
              value={fields.terms}
              onChange={(e) => set({ terms: e.target.value })}
              multiline
              minRows={4}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 5000 } }}
            />
            <TextField
              label={t("notes")}
              value={fields.notes}
              onChange={(e) => set({ notes: e.target.value })}
              multiline
              minRows={2}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
          </Stack>
        </SectionCard>
        {error ? <Alert severity="error">{apiErrorMessage(error, locale)}</Alert> : null}
        <Stack direction="row" spacing={2}>
          <Button variant="outlined" disabled={busy} onClick={() => void saveDraft()}>
            {t("saveDraft")}
          </Button>
          <Button variant="contained" disabled={busy} onClick={() => void saveAndSend()}>
            {budget && budget.currentVersion > 0 ? t("sendNewVersion") : t("send")}
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
