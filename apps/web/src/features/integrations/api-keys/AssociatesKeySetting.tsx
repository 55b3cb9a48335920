"use client";

import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useCall, useToastedWrite } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { apiKeysQueryKey } from "./queries";

/** The company owner's switch: may associates create API keys of their own? */
export function AssociatesKeySetting({ allowed }: { allowed: boolean }) {
  const t = useTranslations("Integrations.apiKeys.associates");
  const call = useCall();
  const client = useQueryClient();
  const { run, busy } = useToastedWrite();
  const helpId = useId();
  const change = (associatesMayCreate: boolean) =>
    run(
      () => call(routes.apiKeys.updateSettings, { body: { associatesMayCreate } }),
      (settings) => (settings.associatesMayCreate ? t("enabled") : t("disabled")),
      () => client.invalidateQueries({ queryKey: apiKeysQueryKey }),
    );
  return (
    <Stack>
      <FormControlLabel
        control={
          <Switch
            checked={allowed}
            disabled={busy}
            onChange={(e) => void change(e.target.checked)}
            slotProps={{ input: { "aria-describedby": helpId } }}
          />
        }
        label={t("label")}
      />
      <FormHelperText id={helpId} sx={{ mt: 0 }}>
        {t("help")}
      </FormHelperText>
    </Stack>
  );
}
