"use client";

import Alert from "@mui/material/Alert";
import type { FieldErrors, FieldValues } from "react-hook-form";

/** Says, under a form, that some of its fields need another look (while any has an error). */
export function InvalidFieldsAlert<V extends FieldValues>({
  errors,
  text,
}: {
  errors: FieldErrors<V>;
  text: string;
}) {
  if (!Object.values(errors).some(Boolean)) return null;
  return (
    <Alert severity="error" role="alert">
      {text}
    </Alert>
  );
}
