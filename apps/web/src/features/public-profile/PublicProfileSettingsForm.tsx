"use client";

import type { PublicProfileSettings } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { AppLink } from "@/components/AppLink";
import { SessionProgress } from "@/features/session/SessionProgress";
import { useToast } from "@/features/toast/ToastProvider";
import { useApiErrorToast, useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { useProfile } from "../developer/queries";

const settingsKey = ["developers", "me", "public-profile"] as const;

/** The public page's path in the viewer's locale (Spanish has no prefix). */
export const publicProfilePath = (professionalId: string, locale: string) =>
  `${locale === "en" ? "/en" : ""}/public-profile/${professionalId}`;

function PublicUrl({ professionalId }: { professionalId: string }) {
  const t = useTranslations("PublicProfile.settings");
  const locale = useLocale();
  const toast = useToast();
  const path = publicProfilePath(professionalId, locale);
  const url = typeof window === "undefined" ? path : `${window.location.origin}${path}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("copied"));
    } catch {
      toast.error(t("copyFailed"));
    }
  };
  return (
    <Stack spacing={1.5}>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={1}
        sx={{ alignItems: { sm: "center" } }}
      >
        <TextField
          label={t("urlLabel")}
          value={url}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <Button variant="outlined" onClick={copy} sx={{ flexShrink: 0 }}>
          {t("copy")}
        </Button>
      </Stack>
      <Typography>
        <AppLink href={`/public-profile/${professionalId}`} underline="always">
          {t("view")}
        </AppLink>
      </Typography>
    </Stack>
  );
}

/** /settings/public-profile: turn the public profile on or off and choose indexing (saved at once). */
export function PublicProfileSettingsForm() {
  const t = useTranslations("PublicProfile.settings");
  const call = useCall();
  const toast = useToast();
  const showError = useApiErrorToast();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => call(routes.publicProfiles.settings, {}, { signal }),
  });
  const save = useMutation({
    mutationFn: (body: PublicProfileSettings) => call(routes.publicProfiles.saveSettings, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      toast.success(t("saved"));
    },
    onError: showError,
  });

  if (settings.isError) return <Alert severity="error">{t("loadError")}</Alert>;
  if (!settings.data || !profile.data) return <SessionProgress />;
  const value = settings.data;
  return (
    <Stack spacing={3}>
      <Box component="fieldset" disabled={save.isPending} sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" fontWeight={700} sx={{ mb: 1 }}>
          {t("legend")}
        </Typography>
        <Stack spacing={1}>
          <Box>
            <FormControlLabel
              control={
                <Switch
                  checked={value.enabled}
                  onChange={(e) =>
                    save.mutate({ enabled: e.target.checked, indexable: value.indexable })
                  }
                />
              }
              label={t("enabled.label")}
            />
            <Typography variant="body2" color="text.secondary" sx={{ pl: 6.5 }}>
              {t("enabled.help")}
            </Typography>
          </Box>
          <Box>
            <FormControlLabel
              control={
                <Switch
                  checked={value.indexable}
                  disabled={!value.enabled}
                  onChange={(e) => save.mutate({ enabled: true, indexable: e.target.checked })}
                />
              }
              label={t("indexable.label")}
            />
            <Typography variant="body2" color="text.secondary" sx={{ pl: 6.5 }}>
              {t("indexable.help")}
            </Typography>
          </Box>
        </Stack>
      </Box>
      {value.enabled ? (
        <PublicUrl professionalId={profile.data.professionalId} />
      ) : (
        <Alert severity="info">{t("offNotice")}</Alert>
      )}
    </Stack>
  );
}
