"use client";

import type { DeveloperProfile } from "@encaja/contracts";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { useToast } from "@/features/toast/ToastProvider";
import { useApiErrorToast, useUploadCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { useRefreshDeveloper } from "../queries";

/** Photo upload (JPEG, PNG or WebP up to 5 MB) with a preview; saved on choosing. */
export function PhotoUpload({ profile }: { profile: DeveloperProfile }) {
  const t = useTranslations("Developer.photo");
  const upload = useUploadCall();
  const refresh = useRefreshDeveloper();
  const toast = useToast();
  const showError = useApiErrorToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = useId();

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (!/^image\/(jpeg|png|webp)$/.test(file.type)) {
      toast.error(t("wrongType"));
      return;
    }
    if (file.size > 5 * 1024 * 1024) {
      toast.error(t("tooLarge"));
      return;
    }
    setPreview(URL.createObjectURL(file));
    setSaving(true);
    try {
      await upload(routes.developers.photo, file);
      await refresh();
      toast.success(t("saved"));
    } catch (error) {
      setPreview(null);
      showError(error);
    } finally {
      setSaving(false);
      if (inputRef.current) inputRef.current.value = "";
    }
  };

  const src = preview ?? profile.photoURL ?? undefined;
  return (
    <Stack direction="row" spacing={2.5} sx={{ alignItems: "center" }}>
      <Avatar
        src={src}
        alt={src ? t("alt", { name: `${profile.firstName} ${profile.lastName}` }) : undefined}
        sx={{ width: 88, height: 88, fontSize: 32 }}
      >
        {profile.firstName.slice(0, 1).toUpperCase()}
      </Avatar>
      <Box>
        <Typography id={`${id}-label`} fontWeight={700}>
          {t("title")}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t("help")}
        </Typography>
        <Button variant="outlined" component="label" disabled={saving}>
          {saving ? t("uploading") : src ? t("change") : t("choose")}
          <input
            ref={inputRef}
            type="file"
            hidden
            accept="image/jpeg,image/png,image/webp"
            aria-labelledby={`${id}-label`}
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
        </Button>
      </Box>
    </Stack>
  );
}
