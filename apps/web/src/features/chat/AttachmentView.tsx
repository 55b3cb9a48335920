"use client";

import type { ChatAttachment } from "@encaja/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { readToken } from "@/features/session/storage";
import { downloadRoute, fetchRouteBlob } from "@/lib/api/download";
import { useApiErrorToast } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { useApiUrl } from "@/lib/config/ApiUrlProvider";
import { AttachIcon } from "./icons";

const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/**
 * A sent file: images as a thumbnail, PDFs as a chip; both download with the bearer token
 * (a plain link could not send it), so images are fetched as a blob and shown by object URL.
 */
export function AttachmentView({
  chatId,
  attachment,
}: {
  chatId: string;
  attachment: ChatAttachment;
}) {
  const t = useTranslations("Chat.attachment");
  const locale = useLocale();
  const apiUrl = useApiUrl();
  const showError = useApiErrorToast();
  const input = { params: { id: chatId, attachmentId: attachment.id } };
  const download = () =>
    downloadRoute(apiUrl, routes.chats.attachment, input, {
      token: readToken(),
      locale,
      fallbackName: attachment.fileName,
    }).catch(showError);
  const thumbnail = useImageUrl(
    apiUrl,
    attachment.mime.startsWith("image/") ? { chatId, attachmentId: attachment.id } : null,
  );
  return (
    <Box sx={{ mt: 1 }}>
      {thumbnail ? (
        <Box
          component="img"
          src={thumbnail}
          alt={t("image", { name: attachment.fileName })}
          sx={{ display: "block", maxWidth: 240, maxHeight: 180, borderRadius: 1, mb: 0.5 }}
        />
      ) : null}
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        startIcon={<AttachIcon />}
        onClick={() => void download()}
        aria-label={t("download", { name: attachment.fileName })}
        sx={{ textTransform: "none", bgcolor: "background.paper", color: "text.primary" }}
      >
        {attachment.fileName} · {t("size", { size: kilobytes(attachment.sizeBytes) })}
      </Button>
    </Box>
  );
}

/** An object URL of an attached image fetched with the bearer token (revoked on unmount). */
function useImageUrl(
  apiUrl: string,
  image: { chatId: string; attachmentId: string } | null,
): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const chatId = image?.chatId;
  const attachmentId = image?.attachmentId;
  useEffect(() => {
    if (!chatId || !attachmentId) return;
    let created: string | null = null;
    const controller = new AbortController();
    fetchRouteBlob(
      apiUrl,
      routes.chats.attachment,
      { params: { id: chatId, attachmentId } },
      { token: readToken(), signal: controller.signal },
    )
      .then((blob) => {
        created = URL.createObjectURL(blob);
        setObjectUrl(created);
      })
      .catch(() => {});
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [apiUrl, chatId, attachmentId]);
  return objectUrl;
}
