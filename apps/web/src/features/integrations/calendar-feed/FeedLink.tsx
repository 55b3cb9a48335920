"use client";

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useToast } from "@/features/toast/ToastProvider";

/** A new feed's URL, shown once, with a copy button and how to subscribe to it. */
export function FeedLink({ url }: { url: string }) {
  const t = useTranslations("CalendarFeed");
  const toast = useToast();
  const copy = () =>
    void navigator.clipboard.writeText(url).then(
      () => toast.success(t("copied")),
      () => toast.error(t("copyFailed")),
    );
  return (
    <Stack spacing={2}>
      <Alert severity="success">{t("shownOnce")}</Alert>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: "flex-start" }}>
        <TextField
          label={t("urlLabel")}
          value={url}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="outlined" onClick={copy} sx={{ flexShrink: 0 }}>
          {t("copy")}
        </Button>
      </Stack>
      <div>
        <Typography component="h3" variant="subtitle1" fontWeight={700}>
          {t("howTo.title")}
        </Typography>
        <Typography component="ul" sx={{ pl: 3, my: 1 }}>
          <li>{t("howTo.google")}</li>
          <li>{t("howTo.outlook")}</li>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t("howTo.refresh")}
        </Typography>
      </div>
    </Stack>
  );
}
