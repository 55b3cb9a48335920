"use client";

import type { Education } from "@encaja/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Field } from "@/features/forms/Field";
import { InlineForm } from "@/features/forms/InlineForm";
import { useContractForm } from "@/features/forms/useContractForm";
import { useToast } from "@/features/toast/ToastProvider";
import { useApiErrorToast, useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { useEducation, useRefreshDeveloper } from "../queries";

type EducationValues = {
  institution: string;
  degree: string;
  field: string;
  startYear: string;
  endYear: string;
};

const year = (s: string) => (s.trim() === "" ? null : Number(s));

function EducationForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations("Developer.education");
  const callRoute = useCall();
  const refresh = useRefreshDeveloper();
  const toast = useToast();
  const payload = (v: EducationValues) => ({
    institution: v.institution,
    degree: v.degree,
    field: v.field,
    startYear: year(v.startYear),
    endYear: year(v.endYear),
  });
  const form = useContractForm<EducationValues>(
    "EducationInput",
    async (values) => {
      await callRoute(routes.education.create, { body: payload(values) });
      await refresh();
      toast.success(t("saved"));
      onDone();
    },
    {
      defaultValues: { institution: "", degree: "", field: "", startYear: "", endYear: "" },

      toPayload: payload,
      refine: (v) => {
        const s = year(v.startYear);
        const e = year(v.endYear);
        const out: Partial<Record<keyof EducationValues, string>> = {};
        if (s !== null && (!Number.isInteger(s) || s < 1950 || s > 2100))
          out.startYear = t("yearRange");
        if (e !== null && (!Number.isInteger(e) || e < 1950 || e > 2100))
          out.endYear = t("yearRange");
        else if (s !== null && e !== null && e < s) out.endYear = t("endBeforeStart");
        return out;
      },
    },
  );

  return (
    <InlineForm
      form={form}
      label={t("formLabel")}
      submitLabel={t("save")}
      cancel={{ label: t("cancel"), onClick: onDone }}
    >
      <Field label={t("institution")} required {...form.field("institution")} />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <Field label={t("degree")} {...form.field("degree")} />
        <Field label={t("field")} {...form.field("field")} />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <Field
          label={t("startYear")}
          type="number"
          inputMode="numeric"
          {...form.field("startYear")}
        />
        <Field label={t("endYear")} type="number" inputMode="numeric" {...form.field("endYear")} />
      </Stack>
    </InlineForm>
  );
}

/** Education: list, add and delete. */
export function EducationManager() {
  const t = useTranslations("Developer.education");
  const callRoute = useCall();
  const refresh = useRefreshDeveloper();
  const showError = useApiErrorToast();
  const toast = useToast();
  const list = useEducation();
  const [adding, setAdding] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);
  const items = list.data?.items ?? [];

  const remove = async (item: Education) => {
    if (!window.confirm(t("confirmDelete", { institution: item.institution }))) return;
    try {
      await callRoute(routes.education.remove, { params: { id: item.id } });
      await refresh();
      toast.success(t("deleted"));
      addRef.current?.focus();
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Stack spacing={2}>
      {!list.isPending && items.length === 0 ? (
        <Typography color="text.secondary">{t("empty")}</Typography>
      ) : null}
      {items.length > 0 ? (
        <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }} aria-label={t("listLabel")}>
          {items.map((item) => (
            <Box
              component="li"
              key={item.id}
              sx={{ py: 1.5, borderBottom: 1, borderColor: "divider" }}
            >
              <Typography fontWeight={700}>{item.institution}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[item.degree, item.field].filter(Boolean).join(" · ")}
                {item.startYear || item.endYear
                  ? ` (${item.startYear ?? "…"} – ${item.endYear ?? "…"})`
                  : ""}
              </Typography>
              <Button
                size="small"
                color="error"
                onClick={() => void remove(item)}
                aria-label={t("deleteNamed", { institution: item.institution })}
              >
                {t("delete")}
              </Button>
            </Box>
          ))}
        </Box>
      ) : null}
      {adding ? (
        <EducationForm
          onDone={() => {
            setAdding(false);
            requestAnimationFrame(() => addRef.current?.focus());
          }}
        />
      ) : (
        <Box>
          <Button ref={addRef} variant="outlined" onClick={() => setAdding(true)}>
            {t("add")}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
