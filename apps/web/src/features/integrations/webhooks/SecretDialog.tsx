"use client";

import { useTranslations } from "next-intl";
import { ShownOnceDialog } from "../ShownOnceDialog";

/** A signing secret, shown once (after a create or a rotation) with a copy button. */
export function SecretDialog({
  secret,
  rotated,
  onClose,
}: {
  secret: string;
  rotated: boolean;
  onClose: () => void;
}) {
  const t = useTranslations("Integrations.webhooks.secretDialog");
  return (
    <ShownOnceDialog
      words="Integrations.webhooks.secretDialog"
      secret={secret}
      label={t("label")}
      warning={rotated ? t("rotatedWarning") : t("warning")}
      onClose={onClose}
    />
  );
}
