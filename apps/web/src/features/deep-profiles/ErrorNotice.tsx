"use client";

import Alert from "@mui/material/Alert";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { useLocale } from "next-intl";
import { apiErrorMessage } from "@/lib/api/errors";

/** A page that could not load: its h1 and the API's localized reason. */
export function ErrorNotice({ title, error }: { title: string; error: unknown }) {
  const locale = useLocale();
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography component="h1" variant="h4" fontWeight={800} gutterBottom>
        {title}
      </Typography>
      <Alert severity="error" role="alert">
        {apiErrorMessage(error, locale)}
      </Alert>
    </Container>
  );
}
