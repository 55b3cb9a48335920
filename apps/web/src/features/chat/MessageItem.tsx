"use client";

import type { ChatAttachment } from "@encaja/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { dateTimeFormat } from "@/lib/format/intl";
import { type AppLocale, intlLocale } from "@/lib/format/locale";
import { AttachmentView } from "./AttachmentView";
import { MessageText } from "./MessageText";

/** What my own message's receipt says; none on the other side's messages. */
export type Receipt = "sending" | "sent" | "seen" | "failed" | null;

export type MessageItemProps = {
  chatId: string;
  senderName: string;
  mine: boolean;
  body: string;
  attachment: ChatAttachment | null;
  createdAt: string;
  receipt: Receipt;
  onRetry?: () => void;
};

export const formatTime = (iso: string, locale: AppLocale) =>
  dateTimeFormat(intlLocale(locale), { timeStyle: "short" }).format(new Date(iso));

export const formatDay = (iso: string, locale: AppLocale) =>
  dateTimeFormat(intlLocale(locale), {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date(iso));

/** One message: an article with its sender, time, text, file and (mine) its receipt. */
export function MessageItem({
  chatId,
  senderName,
  mine,
  body,
  attachment,
  createdAt,
  receipt,
  onRetry,
}: MessageItemProps) {
  const t = useTranslations("Chat");
  const locale = useLocale() as AppLocale;
  const sender = mine ? t("you") : senderName;
  return (
    <Box
      component="article"
      aria-label={sender}
      sx={{ display: "flex", justifyContent: mine ? "flex-end" : "flex-start", my: 0.75 }}
    >
      <Box
        sx={{
          maxWidth: { xs: "88%", md: "70%" },
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: mine ? "primary.main" : "action.hover",
          color: mine ? "primary.contrastText" : "text.primary",
        }}
      >
        <Typography variant="caption" component="p" sx={{ fontWeight: 700, opacity: 0.9 }}>
          {sender} ·{" "}
          <time dateTime={createdAt} style={{ fontWeight: 400 }}>
            {formatTime(createdAt, locale)}
          </time>
        </Typography>
        {body ? (
          <Typography variant="body2" component="p">
            <MessageText text={body} />
          </Typography>
        ) : null}
        {attachment ? <AttachmentView chatId={chatId} attachment={attachment} /> : null}
        {receipt ? <ReceiptLine receipt={receipt} onRetry={onRetry} /> : null}
      </Box>
    </Box>
  );
}

function ReceiptLine({
  receipt,
  onRetry,
}: {
  receipt: NonNullable<Receipt>;
  onRetry?: () => void;
}) {
  const t = useTranslations("Chat.status");
  if (receipt === "failed") {
    return (
      <Typography variant="caption" component="p" sx={{ textAlign: "right", fontWeight: 700 }}>
        {t("failed")} ·{" "}
        <Button
          size="small"
          onClick={onRetry}
          sx={{
            color: "inherit",
            textDecoration: "underline",
            minWidth: 0,
            p: 0,
            fontSize: "inherit",
          }}
        >
          {t("retry")}
        </Button>
      </Typography>
    );
  }
  return (
    <Typography variant="caption" component="p" sx={{ textAlign: "right", opacity: 0.9 }}>
      {t(receipt)}
    </Typography>
  );
}
