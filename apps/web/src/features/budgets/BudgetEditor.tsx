"use client";

import {
  BudgetContent,
  type BudgetDetail,
  budgetTotal,
  formatMoney,
  type Locale,
} from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { PageHeading } from "@/components/PageHeading";
import { SectionCard } from "@/components/SectionCard";
import { Controlled } from "@/features/forms/Controlled";
import { useContractForm } from "@/features/forms/useContractForm";
import { CustomerPicker } from "@/features/offers/CustomerPicker";
import { SessionProgress } from "@/features/session/SessionProgress";
import { useToast } from "@/features/toast/ToastProvider";
import { useRouter } from "@/i18n/navigation";
import { apiErrorMessage } from "@/lib/api/errors";
import {
  type BudgetEditorValues,
  BudgetTermsSection,
  BudgetTextSection,
} from "./BudgetEditorSections";
import { contentOf, emptyBudgetFields, fieldsOf } from "./budgetForm";
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

type Intent = "draft" | "send";

const contentFields = ["hiringType", "currency", "validUntil", "terms", "notes", "lines"] as const;

/** The request body: a new budget names its company, a saved one keeps it. */
const requestOf = (values: BudgetEditorValues, saved: boolean) => {
  const { title, offerId, candidateIds } = values;
  const content = contentOf(values);
  return saved
    ? { title, offerId, content, candidateIds }
    : { customerId: values.customer?.id ?? "", offerId, title, content, candidateIds };
};

function EditorForm({ budget }: { budget: BudgetDetail | null }) {
  const t = useTranslations("Budgets.editor");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const toast = useToast();
  const save = useSaveBudget(budget?.id ?? null);
  const send = useSendBudget();
  // Both buttons submit the same form; the one pressed decides what happens after the save.
  const intent = useRef<Intent>("draft");
  const [confirmingSend, setConfirmingSend] = useState(false);

  const form = useContractForm<BudgetEditorValues>(
    budget ? "UpdateBudgetRequest" : "CreateBudgetRequest",
    async (values) => {
      const saved = await save.mutateAsync(requestOf(values, budget !== null));
      if (intent.current === "draft") {
        toast.success(t("saved"));
        if (!budget) router.replace(`/matchers/budgets/${saved.id}`);
        return;
      }
      await send.mutateAsync(saved.id);
      toast.success(t("sent"));
      router.push(`/pricing/budgets/${saved.id}`);
    },
    {
      defaultValues: {
        ...(budget?.draft ? fieldsOf(budget.title, budget.draft) : emptyBudgetFields()),
        customer: budget ? { id: budget.customerId, name: budget.customerName } : null,
        offerId: budget?.offerId ?? null,
        candidateIds: budget?.candidates.map((c) => c.candidateId) ?? [],
      },
      toPayload: (values) => requestOf(values, budget !== null),
      fieldOf: ([head, inContent]) =>
        head === "content"
          ? String(inContent ?? "root")
          : head === "customerId"
            ? "customer"
            : String(head),
      serverPaths: {
        customerId: "customer",
        ...Object.fromEntries(contentFields.map((field) => [`content.${field}`, field])),
      },
    },
  );
  const values = form.watch();
  const parsed = BudgetContent.safeParse(contentOf(values));
  const total = parsed.success
    ? formatMoney(budgetTotal(parsed.data), values.currency, locale)
    : "—";
  const submit = (pressed: Intent) => {
    intent.current = pressed;
    void form.onSubmit();
  };
  const sendLabel = budget && budget.currentVersion > 0 ? t("sendNewVersion") : t("send");
  // Sending is final for that version: ask first, once there is a company to name.
  const askToSend = () => (values.customer ? setConfirmingSend(true) : submit("send"));

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
              <Controlled form={form} name="customer">
                {(bound) => (
                  <CustomerPicker
                    label={t("company")}
                    required
                    {...bound}
                    onChange={(customer) => {
                      bound.onChange(customer);
                      form.setValue("offerId", null);
                      form.setValue("candidateIds", []);
                    }}
                  />
                )}
              </Controlled>
            )}
            {values.customer ? (
              <CompanyLinks
                customerId={values.customer.id}
                offerId={values.offerId}
                candidateIds={values.candidateIds}
                onOffer={(offerId) => form.setValue("offerId", offerId)}
                onCandidates={(ids) => form.setValue("candidateIds", ids)}
              />
            ) : null}
          </Stack>
        </SectionCard>
        <BudgetTermsSection form={form} />
        <SectionCard id="budget-lines" title={t("linesSection")}>
          <Controlled form={form} name="lines">
            {({ value, onChange, error }) => (
              <>
                <LinesEditor lines={value} hiringType={values.hiringType} onChange={onChange} />
                {error ? <FormHelperText error>{error}</FormHelperText> : null}
              </>
            )}
          </Controlled>
          <Typography sx={{ mt: 2 }} fontWeight={700} aria-live="polite">
            {t("total", { total })}
          </Typography>
        </SectionCard>
        <BudgetTextSection form={form} />
        {form.formError ? <Alert severity="error">{form.formError}</Alert> : null}
        <Stack direction="row" spacing={2}>
          <Button variant="outlined" disabled={form.submitting} onClick={() => submit("draft")}>
            {t("saveDraft")}
          </Button>
          <Button variant="contained" disabled={form.submitting} onClick={askToSend}>
            {sendLabel}
          </Button>
        </Stack>
      </Stack>
      {confirmingSend && values.customer ? (
        <ConfirmDialog
          title={t("confirmSend.title")}
          body={t("confirmSend.body", { company: values.customer.name })}
          busy={form.submitting}
          cancelLabel={t("confirmSend.cancel")}
          confirmLabel={sendLabel}
          onConfirm={() => {
            setConfirmingSend(false);
            submit("send");
          }}
          onClose={() => setConfirmingSend(false)}
        />
      ) : null}
    </Container>
  );
}
