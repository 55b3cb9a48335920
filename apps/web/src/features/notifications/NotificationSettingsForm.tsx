"use client";

import { type NotificationMode, notificationModes } from "@encaja/contracts";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { SaveButton } from "@/components/SaveButton";
import { useToastAction } from "@/lib/api/useToastAction";
import { useNotificationSettings, useSaveNotificationSettings } from "./queries";

/** One radio group per category of my role: in-app only, email at once, daily digest, off. */
export default function NotificationSettingsForm() {
  const t = useTranslations("Notifications.settings");
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const runAction = useToastAction();
  const [modes, setModes] = useState<Record<string, NotificationMode>>({});
  useEffect(() => {
    if (settings.data) {
      setModes(Object.fromEntries(settings.data.settings.map((s) => [s.category, s.mode])));
    }
  }, [settings.data]);

  if (!settings.data) return settings.isError ? <Typography>{t("loadError")}</Typography> : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      settings: settings.data.settings.map((s) => ({
        category: s.category,
        mode: modes[s.category] ?? s.mode,
      })),
    };
    void runAction(() => save.mutateAsync(body), t("saved"));
  };

  return (
    <Stack component="form" spacing={3} onSubmit={submit} aria-label={t("formLabel")}>
      <Typography variant="body2" color="text.secondary">
        {t("help")}
      </Typography>
      {settings.data.settings.map(({ category }) => (
        <FormControl key={category}>
          <FormLabel id={`notification-mode-${category}`}>{t(`categories.${category}`)}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`notification-mode-${category}`}
            value={modes[category] ?? "email"}
            onChange={(_, value) => setModes({ ...modes, [category]: value as NotificationMode })}
          >
            {notificationModes.map((mode) => (
              <FormControlLabel
                key={mode}
                value={mode}
                control={<Radio />}
                label={t(`modes.${mode}`)}
              />
            ))}
          </RadioGroup>
          <FormHelperText>{t(`categoryHelp.${category}`)}</FormHelperText>
        </FormControl>
      ))}
      <SaveButton saving={save.isPending} label={t("save")} />
    </Stack>
  );
}
