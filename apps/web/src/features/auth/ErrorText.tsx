"use client";

import Alert from "@mui/material/Alert";
import { useLocale } from "next-intl";
import { useEffect, useRef } from "react";
import { apiErrorMessage, codeMessage } from "@/lib/api/errors";

/** An error shown in the page (not a toast), focused so screen readers announce it. */
export function ErrorText({ error, code }: { error?: unknown; code?: string }) {
  const locale = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const message = code ? codeMessage(code, locale) : apiErrorMessage(error, locale);
  return (
    <Alert ref={ref} severity="error" tabIndex={-1} sx={{ mb: 3 }}>
      {message}
    </Alert>
  );
}
