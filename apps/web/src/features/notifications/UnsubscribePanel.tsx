"use client";

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";

/** Reads the link's token, says what stops, and unsubscribes on confirmation (no sign-in). */
export default function UnsubscribePanel({ token }: { token: string }) {
  const t = useTranslations("Notifications");
  const call = useCall();
  const valid = token.length >= 20;
  const info = useQuery({
    queryKey: ["notifications", "unsubscribe", token],
    enabled: valid,
    retry: false,
    queryFn: ({ signal }) =>
      call(routes.notifications.unsubscribeInfo, { query: { token } }, { signal, token: null }),
  });
  const confirm = useMutation({
    mutationFn: () => call(routes.notifications.unsubscribe, { query: { token } }, { token: null }),
  });

  if (!valid || info.isError || confirm.isError) {
    return <Alert severity="error">{t("unsubscribe.invalid")}</Alert>;
  }
  if (!info.data) return null;
  const category = t(`settings.categories.${info.data.category}`);
  if (confirm.isSuccess) {
    return (
      <Alert severity="success" role="status">
        {t("unsubscribe.done", { category })}
      </Alert>
    );
  }
  const emailing = info.data.mode === "email" || info.data.mode === "digest";
  return (
    <Stack spacing={2}>
      <Typography>
        {emailing ? t("unsubscribe.what", { category }) : t("unsubscribe.already", { category })}
      </Typography>
      {emailing ? (
        <div>
          <Button variant="contained" onClick={() => confirm.mutate()} disabled={confirm.isPending}>
            {t("unsubscribe.confirm")}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
