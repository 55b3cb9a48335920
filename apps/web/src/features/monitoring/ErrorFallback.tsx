"use client";

import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { reportError } from "@/lib/monitoring/report";

type Props = { error: Error & { digest?: string }; reset: () => void };

/**
 * What a page shows when it throws (app/[locale]/error.tsx): spec §8's 'Error desconocido' /
 * 'Unknown error' in the page's language with a retry, and the error is reported (ADR 0036).
 */
export function ErrorFallback({ error, reset }: Props) {
  const t = useTranslations("Monitoring");
  useEffect(() => {
    reportError({
      error,
      level: "error",
      tags: { boundary: "page", ...(error.digest ? { digest: error.digest } : {}) },
    });
  }, [error]);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 8, md: 12 } }} role="alert">
      <Typography variant="h1">{t("unknownError")}</Typography>
      <Typography color="text.secondary" sx={{ mt: 2, fontSize: "1.15rem" }}>
        {t("reported")}
      </Typography>
      <Button variant="contained" size="large" sx={{ mt: 4 }} onClick={reset}>
        {t("retry")}
      </Button>
    </Container>
  );
}
