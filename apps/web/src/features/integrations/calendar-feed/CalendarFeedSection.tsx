"use client";

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { SectionCard } from "@/components/SectionCard";
import { SessionProgress } from "@/features/session/SessionProgress";
import { useToast } from "@/features/toast/ToastProvider";
import { useApiErrorToast } from "@/lib/api/hooks";
import { formatDateTime } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { FeedLink } from "./FeedLink";
import {
  type FeedAudience,
  useCalendarFeed,
  useCreateCalendarFeed,
  useTurnOffCalendarFeed,
} from "./queries";

type Asking = "regenerate" | "turnOff" | null;

/**
 * "Calendar subscription": a private iCalendar URL of the person's interviews for Google
 * Calendar or Outlook. Its URL shows only right after it is made; making a new one (asked
 * first) stops the old one, and it can be turned off.
 */
export function CalendarFeedSection({ audience }: { audience: FeedAudience }) {
  const t = useTranslations("CalendarFeed");
  const locale = useLocale() as AppLocale;
  const toast = useToast();
  const showError = useApiErrorToast();
  const status = useCalendarFeed(audience);
  const create = useCreateCalendarFeed(audience);
  const turnOff = useTurnOffCalendarFeed(audience);
  const [url, setUrl] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);

  // Inside a dialog the dialog shows a failure; the plain "Create" button toasts it.
  const makeLink = (replacing: boolean) =>
    create.mutate(undefined, {
      onSuccess: (created) => {
        setUrl(created.url);
        setAsking(null);
        toast.success(t(replacing ? "regenerated" : "created"));
      },
      onError: replacing ? undefined : showError,
    });
  const ask = (what: Exclude<Asking, null>) => {
    create.reset();
    turnOff.reset();
    setAsking(what);
  };
  const stop = () =>
    turnOff.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setAsking(null);
        toast.success(t("turnedOff"));
      },
    });

  const feed = status.data;
  let body: React.ReactNode = <SessionProgress />;
  if (status.isError) body = <Alert severity="error">{t("loadError")}</Alert>;
  else if (feed) {
    body = (
      <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
        {feed.active && feed.createdAt ? (
          <Typography>
            {t("activeSince", { date: formatDateTime(feed.createdAt, locale) })}{" "}
            {feed.lastFetchedAt
              ? t("lastFetched", { date: formatDateTime(feed.lastFetchedAt, locale) })
              : t("neverFetched")}
          </Typography>
        ) : (
          <Typography>{t("off")}</Typography>
        )}
        {url ? <FeedLink url={url} /> : null}
        <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
          {feed.active ? (
            <>
              <Button variant="outlined" onClick={() => ask("regenerate")}>
                {t("regenerate")}
              </Button>
              <Button color="error" onClick={() => ask("turnOff")}>
                {t("turnOff")}
              </Button>
            </>
          ) : (
            <Button variant="contained" disabled={create.isPending} onClick={() => makeLink(false)}>
              {t("create")}
            </Button>
          )}
        </Stack>
      </Stack>
    );
  }

  return (
    <SectionCard id={`calendar-feed-${audience}`} title={t("title")}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t("lead")}
      </Typography>
      {body}
      {asking === "regenerate" ? (
        <ConfirmDialog
          title={t("regenerateDialog.title")}
          body={t("regenerateDialog.body")}
          error={create.error}
          busy={create.isPending}
          cancelLabel={t("cancel")}
          confirmLabel={t("regenerateDialog.confirm")}
          focusCancel
          onConfirm={() => makeLink(true)}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {asking === "turnOff" ? (
        <ConfirmDialog
          title={t("turnOffDialog.title")}
          body={t("turnOffDialog.body")}
          error={turnOff.error}
          busy={turnOff.isPending}
          cancelLabel={t("cancel")}
          confirmLabel={t("turnOffDialog.confirm")}
          confirmColor="error"
          focusCancel
          onConfirm={stop}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </SectionCard>
  );
}
