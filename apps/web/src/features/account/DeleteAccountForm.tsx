"use client";

import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { contracts } from "@/features/forms/contracts";
import { PasswordInput } from "@/features/forms/fields";
import { useContractForm } from "@/features/forms/useContractForm";
import { useHydrated } from "@/features/forms/useHydrated";
import { useUser } from "@/features/session/Guard";
import { useLogout } from "@/features/session/useSession";
import { useToast } from "@/features/toast/ToastProvider";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";

type Values = { password: string };
/** What deleting erases, by who is deleting: developers have a profile; others an account. */
const erasedFor = (role: string) =>
  role === "developer"
    ? (["profile", "cv", "applications", "sessions"] as const)
    : (["account", "photo", "sessions"] as const);

/** /settings/delete-account: what is erased, password, a confirmation dialog, DELETE /users/me. */
export function DeleteAccountForm() {
  const t = useTranslations("Account.deleteAccount");
  const hydrated = useHydrated();
  const callRoute = useCall();
  const toast = useToast();
  const logout = useLogout();
  const user = useUser();
  const google = "isRegisteredByGoogle" in user && user.isRegisteredByGoogle;
  const [confirming, setConfirming] = useState<Values | null>(null);
  const [deleting, setDeleting] = useState(false);
  const titleId = useId();
  const textId = useId();

  const form = useContractForm<Values>(
    async () => {
      const { DeleteAccountRequest, CurrentPassword } = await contracts();
      return google
        ? DeleteAccountRequest
        : DeleteAccountRequest.extend({ password: CurrentPassword });
    },
    async (values) => setConfirming(values),
    {
      defaultValues: { password: "" },
      toPayload: (v) => (v.password ? { password: v.password } : {}),
    },
  );

  const confirm = async () => {
    if (!confirming) return;
    setDeleting(true);
    try {
      await callRoute(routes.users.deleteAccount, {
        body: confirming.password ? { password: confirming.password } : {},
      });
      setConfirming(null);
      toast.success(t("done"));
      await logout({ to: "/", skipServer: true });
    } catch (error) {
      setConfirming(null);
      form.reportError(error);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <Typography sx={{ mb: 1 }}>{t("explanation")}</Typography>
      <Box component="ul" sx={{ mt: 0, mb: 2 }}>
        {erasedFor(user.role).map((key) => (
          <li key={key}>
            <Typography>{t(`erased.${key}`)}</Typography>
          </li>
        ))}
      </Box>
      <Alert severity="warning" sx={{ mb: 3 }}>
        {t("irreversible")}
      </Alert>
      <Box
        component="form"
        noValidate
        method="post"
        aria-label={t("formLabel")}
        onSubmit={form.onSubmit}
      >
        <Stack spacing={2.5}>
          {google ? (
            <Typography color="text.secondary">{t("googleHelp")}</Typography>
          ) : (
            <PasswordInput
              label={t("password")}
              autoComplete="current-password"
              required
              {...form.field("password")}
            />
          )}
          <Box>
            <Button
              type="submit"
              color="error"
              variant="contained"
              size="large"
              disabled={!hydrated}
            >
              {t("submit")}
            </Button>
          </Box>
        </Stack>
      </Box>
      <Dialog
        open={Boolean(confirming)}
        onClose={() => (deleting ? undefined : setConfirming(null))}
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <DialogTitle id={titleId}>{t("dialogTitle")}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{t("dialogText")}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)} disabled={deleting} autoFocus>
            {t("cancel")}
          </Button>
          <Button onClick={confirm} color="error" variant="contained" disabled={deleting}>
            {deleting ? t("deleting") : t("confirm")}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
