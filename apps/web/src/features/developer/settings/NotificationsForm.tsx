"use client";

import { type NotificationPreferences, routes } from "@encaja/contracts";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { FormActions, SavingFieldset } from "@/features/forms/Field";
import { useContractForm } from "@/features/forms/useContractForm";
import { useToast } from "@/features/toast/ToastProvider";
import { useCall } from "@/lib/api/hooks";
import { useRefreshDeveloper } from "../queries";

const notificationKeys = ["newOffers", "applicationUpdates", "messages", "newsletter"] as const;

/** Email notifications: one switch each, saved with PUT /developers/me/notifications. */
export function NotificationsForm({ value }: { value: NotificationPreferences }) {
  const t = useTranslations("Developer.notifications");
  const callRoute = useCall();
  const refresh = useRefreshDeveloper();
  const toast = useToast();
  const form = useContractForm<NotificationPreferences>(
    "NotificationPreferences",
    async (values) => {
      await callRoute(routes.developers.putNotifications, { body: values });
      await refresh();
      toast.success(t("saved"));
    },
    { defaultValues: value },
  );
  return (
    <Box component="form" noValidate onSubmit={form.onSubmit} aria-label={t("formLabel")}>
      <Stack spacing={2}>
        <SavingFieldset saving={form.submitting}>
          <Typography component="legend" fontWeight={700} sx={{ mb: 1 }}>
            {t("legend")}
          </Typography>
          <Stack spacing={1}>
            {notificationKeys.map((key) => (
              <Controller
                key={key}
                control={form.control}
                name={key}
                render={({ field }) => (
                  <Box>
                    <FormControlLabel
                      control={
                        <Switch
                          checked={field.value}
                          onChange={(e) => field.onChange(e.target.checked)}
                        />
                      }
                      label={t(`${key}.label`)}
                    />
                    <Typography variant="body2" color="text.secondary" sx={{ pl: 6.5 }}>
                      {t(`${key}.help`)}
                    </Typography>
                  </Box>
                )}
              />
            ))}
          </Stack>
        </SavingFieldset>
        <FormActions saving={form.submitting} submitLabel={t("save")} />
      </Stack>
    </Box>
  );
}
