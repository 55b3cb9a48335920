"use client";

import { type InternalInviteRole, roleLabels } from "@encaja/contracts";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useToast } from "@/features/toast/ToastProvider";
import { useApiErrorToast, useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import type { AppLocale } from "@/lib/format/locale";
import { internalStaffRoles } from "./labels";

/** Sends an internal invitation through the existing POST /invitations {type: "internal"}. */
export function InviteStaffForm({ onSent }: { onSent: () => void }) {
  const t = useTranslations("AdminUsers.invitations.send");
  const locale = useLocale() as AppLocale;
  const call = useCall();
  const toast = useToast();
  const showError = useApiErrorToast();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<InternalInviteRole>("matchers");
  const [busy, setBusy] = useState(false);

  return (
    <Stack
      component="form"
      direction={{ xs: "column", sm: "row" }}
      spacing={2}
      sx={{ alignItems: { sm: "center" } }}
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        try {
          await call(routes.invitations.create, {
            body: { type: "internal", email: email.trim(), role },
          });
          toast.success(t("sent", { email: email.trim() }));
          setEmail("");
          onSent();
        } catch (error) {
          showError(error);
        } finally {
          setBusy(false);
        }
      }}
    >
      <TextField
        type="email"
        required
        label={t("email")}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        sx={{ minWidth: 280 }}
      />
      <TextField
        select
        label={t("role")}
        value={role}
        onChange={(e) => setRole(e.target.value as InternalInviteRole)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 200 }}
      >
        {internalStaffRoles.map((r) => (
          <option key={r} value={r}>
            {roleLabels[r][locale]}
          </option>
        ))}
      </TextField>
      <Button type="submit" variant="contained" disabled={busy}>
        {t("submit")}
      </Button>
    </Stack>
  );
}
