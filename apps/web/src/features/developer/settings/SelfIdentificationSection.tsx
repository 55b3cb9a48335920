"use client";

import {
  type AgeBand,
  ageBandLabels,
  ageBands,
  type Gender,
  genderLabels,
  genders,
  type Locale,
} from "@encaja/contracts";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { SaveButton } from "@/components/SaveButton";
import { SectionCard } from "@/components/SectionCard";
import { EnumSelect } from "@/features/forms/EnumSelect";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { useToastAction } from "@/lib/api/useToastAction";
import { devKeys, useDevQuery } from "../queries";

const key = [...devKeys.all, "self-identification"] as const;

/**
 * The optional self-identification (gender, age band): said to be voluntary, who sees it
 * (nobody; only counted in the fairness audit) and that it never changes a ranking.
 */
export function SelfIdentificationSection() {
  const t = useTranslations("Developer.settings.selfIdentification");
  const locale = useLocale() as Locale;
  const stored = useDevQuery(key, routes.selfIdentification.get);
  const callRoute = useCall();
  const queryClient = useQueryClient();
  const runAction = useToastAction();
  const [gender, setGender] = useState<Gender | "">("");
  const [ageBand, setAgeBand] = useState<AgeBand | "">("");
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!stored.data) return;
    setGender(stored.data.gender ?? "");
    setAgeBand(stored.data.ageBand ?? "");
  }, [stored.data]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const body = { gender: gender || null, ageBand: ageBand || null };
    await runAction(async () => {
      queryClient.setQueryData(key, await callRoute(routes.selfIdentification.put, { body }));
    }, t("saved"));
    setSaving(false);
  };

  return (
    <SectionCard id="self-identification" title={t("title")}>
      <Stack component="form" spacing={2.5} onSubmit={submit} aria-label={t("formLabel")}>
        <Typography variant="body2">{t("why")}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t("who")}
        </Typography>
        <EnumSelect
          label={t("gender")}
          options={genders}
          optionLabel={(g) => genderLabels[g][locale]}
          emptyLabel={t("notStated")}
          value={gender}
          onChange={setGender}
          disabled={!stored.isSuccess}
          fullWidth
        />
        <EnumSelect
          label={t("ageBand")}
          options={ageBands}
          optionLabel={(a) => ageBandLabels[a][locale]}
          emptyLabel={t("notStated")}
          value={ageBand}
          onChange={setAgeBand}
          disabled={!stored.isSuccess}
          fullWidth
        />
        <SaveButton saving={saving || !stored.isSuccess} label={t("save")} />
      </Stack>
    </SectionCard>
  );
}
