"use client";

import Avatar from "@mui/material/Avatar";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useId, useState } from "react";
import { SaveButton } from "@/components/SaveButton";
import { SectionCard } from "@/components/SectionCard";
import { useUser } from "@/features/session/Guard";
import { useCall, useUploadCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { useToastAction } from "@/lib/api/useToastAction";
import { accountKeys, useAccountMutation, useAccountProfile } from "./queries";

/** Name (and the owner's phone) plus the photo: the company's for a customer. */
export function ProfileSection() {
  const t = useTranslations("AccountSettings.profile");
  const user = useUser();
  const call = useCall();
  const upload = useUploadCall();
  const runAction = useToastAction();
  const profile = useAccountProfile();
  const [fullName, setFullName] = useState("");
  const [phone, setPhone] = useState("");
  const fileId = useId();
  const isOwner = user.role === "customer";

  useEffect(() => {
    if (!profile.data) return;
    setFullName(profile.data.fullName ?? "");
    setPhone(profile.data.phoneNumber ?? "");
  }, [profile.data]);

  const refresh = [accountKeys.profile, ["me"]] as const;
  const save = useAccountMutation(
    () =>
      call(routes.account.updateProfile, {
        body: isOwner ? { fullName, phoneNumber: phone || null } : { fullName },
      }),
    refresh,
  );
  const uploadPhoto = useAccountMutation(
    (file: File) => upload(routes.account.uploadPhoto, file),
    refresh,
  );
  const removePhoto = useAccountMutation(() => call(routes.account.removePhoto, {}), refresh);

  const run = (action: () => Promise<unknown>) => runAction(action, t("saved"));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => save.mutateAsync(undefined));
  };
  const photo = profile.data?.photoURL ?? undefined;

  return (
    <SectionCard id="profile" title={t("title")}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 3 }}>
        <Avatar
          src={photo}
          alt={photo ? t("photoAlt") : undefined}
          sx={{ width: 64, height: 64 }}
        />
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            {isOwner ? t("companyPhotoHelp") : t("photoHelp")}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button component="label" htmlFor={fileId} variant="outlined" size="small">
              {t("uploadPhoto")}
              <input
                id={fileId}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                hidden
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = "";
                  if (file) void run(() => uploadPhoto.mutateAsync(file));
                }}
              />
            </Button>
            {photo ? (
              <Button size="small" onClick={() => run(() => removePhoto.mutateAsync(undefined))}>
                {t("removePhoto")}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </Stack>
      <Stack component="form" spacing={2} onSubmit={onSubmit} aria-label={t("formLabel")}>
        <TextField
          label={t("fullName")}
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
          required
          slotProps={{ htmlInput: { minLength: 2, maxLength: 120 } }}
        />
        {isOwner ? (
          <TextField
            label={t("phone")}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            type="tel"
            autoComplete="tel"
          />
        ) : null}
        <SaveButton saving={save.isPending} label={t("save")} />
      </Stack>
    </SectionCard>
  );
}
