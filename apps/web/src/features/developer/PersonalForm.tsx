"use client";

import type { DeveloperProfile, LocationRef } from "@encaja/contracts";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { contracts } from "@/features/auth/navigation";
import { contractResolver } from "@/features/forms/resolver";
import { useFormTexts } from "@/features/forms/useFormTexts";
import { useToast } from "@/features/toast/ToastProvider";
import { useApi, useApiErrorToast, useUpload } from "@/lib/api/hooks";
import { Field, FormActions, SavingFieldset, useSaveErrorHandler } from "./fields";
import { LocationPicker } from "./pickers";
import { useRefreshDeveloper } from "./queries";

type Values = {
  firstName: string;
  lastName: string;
  phone: string;
  location: LocationRef | null;
};

export type SectionFormProps = {
  profile: DeveloperProfile;
  submitLabel: string;
  backHref?: string | null;
  onSaved?: () => void;
};

/** First and last name, phone and location → PATCH /developers/me. */
export function PersonalForm({ profile, submitLabel, backHref, onSaved }: SectionFormProps) {
  const t = useTranslations("Developer.personal");
  const texts = useFormTexts();
  const api = useApi();
  const refresh = useRefreshDeveloper();
  const toast = useToast();
  const payload = (v: Values) => ({
    firstName: v.firstName,
    lastName: v.lastName,
    phone: v.phone.trim() ? v.phone.trim() : null,
    locationId: v.location?.id ?? null,
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone ?? "",
      location: profile.location,
    },
    resolver: contractResolver<Values>({
      schema: async () => (await contracts()).UpdateDeveloperRequest,
      toPayload: payload,
      texts,
      fieldOf: (path) => (path[0] === "locationId" ? "location" : String(path[0] ?? "root")),
      refine: (v) => (v.location ? {} : { location: t("locationRequired") }),
    }),
  });
  const onError = useSaveErrorHandler(setError, {
    firstName: "firstName",
    lastName: "lastName",
    phone: "phone",
    locationId: "location",
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await api("/developers/me", { method: "PATCH", body: payload(values) });
      await refresh();
      toast.success(t("saved"));
      onSaved?.();
    } catch (error) {
      onError(error);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t("formLabel")}>
      <Stack spacing={2.5}>
        <SavingFieldset saving={isSubmitting}>
          <Stack spacing={2.5}>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
              <Field
                label={t("firstName")}
                autoComplete="given-name"
                required
                registration={register("firstName")}
                error={errors.firstName}
              />
              <Field
                label={t("lastName")}
                autoComplete="family-name"
                required
                registration={register("lastName")}
                error={errors.lastName}
              />
            </Stack>
            <Field
              label={t("phone")}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              helper={t("phoneHelp")}
              registration={register("phone")}
              error={errors.phone}
            />
            <Controller
              control={control}
              name="location"
              render={({ field }) => (
                <LocationPicker
                  label={t("location")}
                  required
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.location?.message}
                />
              )}
            />
          </Stack>
        </SavingFieldset>
        <FormActions saving={isSubmitting} submitLabel={submitLabel} backHref={backHref} />
      </Stack>
    </Box>
  );
}

/** Photo upload (JPEG, PNG or WebP up to 5 MB) with a preview; saved on choosing. */
export function PhotoUpload({ profile }: { profile: DeveloperProfile }) {
  const t = useTranslations("Developer.photo");
  const upload = useUpload();
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
      await upload("/developers/me/photo", file);
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
