"use client";

import { type AdminUserDetail, roleLabels } from "@encaja/contracts";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { SectionCard } from "@/components/SectionCard";
import { useToast } from "@/features/toast/ToastProvider";
import { useApiErrorToast, useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import type { AppLocale } from "@/lib/format/locale";
import { internalStaffRoles } from "./labels";

type StaffRole = (typeof internalStaffRoles)[number];
const isStaffRole = (role: string): role is StaffRole =>
  (internalStaffRoles as readonly string[]).includes(role);

/** An internal user's role (matchers ↔ hardInterviewer ↔ superAdmin); nothing for others. */
export function RoleSection({
  user,
  onChanged,
}: {
  user: AdminUserDetail;
  onChanged: (user: AdminUserDetail) => void;
}) {
  const t = useTranslations("AdminUsers.role");
  const locale = useLocale() as AppLocale;
  const call = useCall();
  const toast = useToast();
  const showError = useApiErrorToast();
  const [role, setRole] = useState<StaffRole | null>(null);
  const [busy, setBusy] = useState(false);
  if (!isStaffRole(user.role)) return null;
  const selected = role ?? user.role;

  const save = async () => {
    setBusy(true);
    try {
      onChanged(
        await call(routes.adminUsers.changeRole, {
          params: { id: user.id },
          body: { version: user.version, role: selected },
        }),
      );
      setRole(null);
      toast.success(t("saved", { role: roleLabels[selected][locale] }));
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionCard id="role" title={t("title")}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t("lead")}
      </Typography>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ alignItems: { sm: "center" } }}
      >
        <TextField
          select
          label={t("label")}
          value={selected}
          onChange={(e) => setRole(e.target.value as StaffRole)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220 }}
        >
          {internalStaffRoles.map((r) => (
            <option key={r} value={r}>
              {roleLabels[r][locale]}
            </option>
          ))}
        </TextField>
        <Button variant="contained" onClick={save} disabled={busy || selected === user.role}>
          {t("save")}
        </Button>
      </Stack>
    </SectionCard>
  );
}
