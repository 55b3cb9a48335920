"use client";

import type { OfferStatus } from "@encaja/contracts";
import Chip from "@mui/material/Chip";
import { useTranslations } from "next-intl";

const colors = {
  draft: "default",
  open: "success",
  paused: "warning",
  closed: "default",
  filled: "info",
} as const;

/** An offer status as a small coloured chip, in the page's language. */
export function StatusChip({ status }: { status: OfferStatus }) {
  const t = useTranslations("Offers.status");
  return (
    <Chip
      size="small"
      color={colors[status]}
      variant={status === "closed" ? "outlined" : "filled"}
      label={t(status)}
    />
  );
}
