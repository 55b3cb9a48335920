"use client";

import { techRoleLabel } from "@encaja/contracts";
import { useLocale, useTranslations } from "next-intl";
import { EnumSelect } from "@/features/forms/EnumSelect";
import { SearchPicker } from "@/features/forms/pickers/SearchPicker";
import type { AppLocale } from "@/lib/format/locale";
import { developerName } from "./InterviewRows";
import { type DeveloperRef, useInterviewList, useTalentDevelopers } from "./queries";

type Props = {
  value: DeveloperRef | null;
  onChange: (value: DeveloperRef | null) => void;
  label: string;
  error?: string;
  required?: boolean;
  /** The select's "none chosen" option (interviewers choose among their own developers). */
  emptyLabel: string;
};

function useStaffSearch(input: string) {
  const found = useTalentDevelopers(input, true);
  return { items: found.data ?? [], loading: found.isFetching };
}

/** Staff search every developer (GET /talent by name or skill). */
function TalentDeveloperPicker({ emptyLabel: _unused, ...props }: Props) {
  const t = useTranslations("Interviewers.picker");
  const locale = useLocale() as AppLocale;
  const describe = (d: DeveloperRef) =>
    d.role ? `${d.name} · ${techRoleLabel(d.role, locale)}` : d.name;
  const texts = {
    loading: t("loading"),
    noOptions: (input: string) => (input.trim() ? t("noDevelopers") : t("typeToSearch")),
    helper: t("help"),
  };
  return <SearchPicker {...props} useFound={useStaffSearch} optionLabel={describe} texts={texts} />;
}

/** A hardInterviewer sees only the developers of their own interviews. */
function OwnDevelopersSelect({ value, onChange, label, error, required, emptyLabel }: Props) {
  const list = useInterviewList("limit=100&sort=scheduledAt&direction=DESC");
  const known = new Map<string, string>();
  if (value) known.set(value.id, value.name);
  for (const interview of list.data?.pages.flatMap((p) => p.items) ?? []) {
    known.set(interview.developer.id, developerName(interview.developer));
  }
  const ids = [...known.keys()];
  return (
    <EnumSelect
      label={label}
      value={value?.id ?? ""}
      emptyLabel={emptyLabel}
      options={ids}
      optionLabel={(id) => known.get(id) ?? id}
      onChange={(id) => onChange(id ? { id, name: known.get(id) ?? id } : null)}
      error={error}
      required={required}
    />
  );
}

/** Who an interview is for, or a list's developer filter. */
export function DeveloperPicker({ staff, ...props }: Props & { staff: boolean }) {
  return staff ? <TalentDeveloperPicker {...props} /> : <OwnDevelopersSelect {...props} />;
}
