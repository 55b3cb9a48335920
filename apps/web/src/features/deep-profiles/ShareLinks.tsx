"use client";

import type { DeepProfileLink } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { DataTable } from "@/components/DataTable";
import { SectionCard } from "@/components/SectionCard";
import { DateField } from "@/features/forms/DateField";
import { useToast } from "@/features/toast/ToastProvider";
import { useApiErrorToast } from "@/lib/api/hooks";
import { formatDateTime } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { useCreateLink, useRevokeLink } from "./queries";

/** The public URL of a slug in the viewer's language (Spanish has no prefix). */
const sharedUrl = (slug: string, locale: string) =>
  `${window.location.origin}${locale === "es" ? "" : `/${locale}`}/deep-profile/${slug}`;

function linkState(link: DeepProfileLink): "revoked" | "expired" | "active" {
  if (link.revokedAt) return "revoked";
  if (link.expiresAt && new Date(link.expiresAt) <= new Date()) return "expired";
  return "active";
}

function CreateLinkForm({ professionalId }: { professionalId: string }) {
  const t = useTranslations("DeepProfiles.links");
  const locale = useLocale();
  const toast = useToast();
  const showError = useApiErrorToast();
  const create = useCreateLink(professionalId);
  const [label, setLabel] = useState("");
  const [expiresOn, setExpiresOn] = useState("");
  const [url, setUrl] = useState<string | null>(null);
  const submit = () =>
    create.mutate(
      {
        label,
        // The end of the chosen day, in the viewer's time zone.
        expiresAt: expiresOn ? new Date(`${expiresOn}T23:59:59`).toISOString() : null,
      },
      {
        onSuccess: ({ slug }) => {
          setUrl(sharedUrl(slug, locale));
          setLabel("");
          setExpiresOn("");
        },
        onError: showError,
      },
    );
  return (
    <>
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} alignItems="flex-start">
          <TextField
            label={t("label")}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            size="small"
          />
          <DateField
            label={t("expiresOn")}
            value={expiresOn}
            onChange={setExpiresOn}
            size="small"
          />
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t("create")}
          </Button>
        </Stack>
      </Box>
      {url ? (
        <Alert severity="success" sx={{ mt: 2 }}>
          <Typography>{t("createdOnce")}</Typography>
          <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 1 }}>
            <TextField
              label={t("url")}
              value={url}
              size="small"
              fullWidth
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <Button
              onClick={() =>
                void navigator.clipboard
                  .writeText(url)
                  .then(() => toast.success(t("copied")), showError)
              }
            >
              {t("copy")}
            </Button>
          </Stack>
        </Alert>
      ) : null}
    </>
  );
}

/** Share links: create one (its URL is shown once), list them with their state, revoke. */
export function ShareLinks({
  professionalId,
  links,
  hasProfile,
}: {
  professionalId: string;
  links: DeepProfileLink[];
  hasProfile: boolean;
}) {
  const t = useTranslations("DeepProfiles.links");
  const locale = useLocale() as AppLocale;
  const toast = useToast();
  const showError = useApiErrorToast();
  const revoke = useRevokeLink(professionalId);
  return (
    <SectionCard id="dp-links" title={t("title")}>
      {hasProfile ? (
        <CreateLinkForm professionalId={professionalId} />
      ) : (
        <Typography>{t("needsProfile")}</Typography>
      )}
      {links.length === 0 ? (
        <Typography sx={{ mt: 2 }}>{t("none")}</Typography>
      ) : (
        <DataTable
          labelledBy="dp-links-title"
          columns={[t("link"), t("expires"), t("state"), t("actions")]}
          containerSx={{ mt: 2 }}
        >
          {links.map((link) => {
            const state = linkState(link);
            const name = t("hint", { label: link.label || "—", hint: link.slugHint });
            return (
              <TableRow key={link.id}>
                <TableCell>{name}</TableCell>
                <TableCell>
                  {link.expiresAt ? formatDateTime(link.expiresAt, locale) : t("noExpiry")}
                </TableCell>
                <TableCell>{t(`states.${state}`)}</TableCell>
                <TableCell>
                  {state === "revoked" ? null : (
                    <Button
                      size="small"
                      color="error"
                      aria-label={t("revoke", { name })}
                      disabled={revoke.isPending}
                      onClick={() =>
                        revoke.mutate(link.id, {
                          onSuccess: () => toast.success(t("revoked")),
                          onError: showError,
                        })
                      }
                    >
                      {t("revokeShort")}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </DataTable>
      )}
    </SectionCard>
  );
}
