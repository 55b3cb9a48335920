"use client";

import Button from "@mui/material/Button";
import { useTranslations } from "next-intl";

/** The apply button while the session or the developer's applications load. */
export function PendingApply() {
  const t = useTranslations("Jobs.apply");
  return (
    <Button variant="contained" size="large" disabled>
      {t("apply")}
    </Button>
  );
}
