"use client";

import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_MESSAGE_MAX_CHARS,
  type ChatAttachment,
  chatAttachmentTypes,
} from "@encaja/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { readToken } from "@/features/session/storage";
import { callUpload } from "@/lib/api/call";
import { ApiError } from "@/lib/api/client";
import { routes } from "@/lib/api/routes";
import { useApiUrl } from "@/lib/config/ApiUrlProvider";
import { fileProblem } from "./files";
import { AttachIcon } from "./icons";

const MAX_MB = CHAT_ATTACHMENT_MAX_BYTES / (1024 * 1024);
/** The counter shows from this share of the limit on. */
const COUNTER_FROM = 0.8;

/** The message box: Enter sends, Shift+Enter adds a line; an optional file uploaded first. */
export function Composer({
  chatId,
  onSend,
}: {
  chatId: string;
  onSend: (body: string, attachment: ChatAttachment | null) => void;
}) {
  const t = useTranslations("Chat.composer");
  const apiUrl = useApiUrl();
  const [body, setBody] = useState("");
  const [attachment, setAttachment] = useState<ChatAttachment | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const counterId = useId();
  const length = body.trim().length;
  const tooLong = length > CHAT_MESSAGE_MAX_CHARS;
  const canSend = (length > 0 || attachment !== null) && !tooLong && uploading === null;

  const submit = () => {
    if (!canSend) return;
    onSend(body.trim(), attachment);
    setBody("");
    setAttachment(null);
    setFileError(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const pick = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = "";
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) {
      setFileError(t(problem, { max: MAX_MB }));
      return;
    }
    setFileError(null);
    setUploading(file.name);
    try {
      const uploaded = await callUpload(apiUrl, routes.chats.upload, file, {
        token: readToken(),
        params: { id: chatId },
      });
      setAttachment(uploaded);
    } catch (error) {
      const limited = error instanceof ApiError && error.status === 429;
      setFileError(t(limited ? "uploadLimited" : "uploadError"));
    } finally {
      setUploading(null);
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ borderTop: 1, borderColor: "divider", p: { xs: 1, md: 2 } }}
    >
      {attachment || uploading || fileError ? (
        <Box sx={{ mb: 1 }}>
          {attachment ? (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
              <Chip icon={<AttachIcon />} label={attachment.fileName} />
              <IconButton
                size="small"
                aria-label={t("remove", { name: attachment.fileName })}
                onClick={() => setAttachment(null)}
              >
                ×
              </IconButton>
            </Stack>
          ) : null}
          {uploading ? (
            <Typography variant="body2" role="status">
              {t("uploading", { name: uploading })}
            </Typography>
          ) : null}
          {fileError ? (
            <Typography id={errorId} variant="body2" color="error" role="alert">
              {fileError}
            </Typography>
          ) : null}
        </Box>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ alignItems: "flex-end" }}>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={chatAttachmentTypes.join(",")}
          onChange={(event) => void pick(event.target.files?.[0])}
          aria-label={t("attach")}
          data-testid="chat-file-input"
        />
        <IconButton
          aria-label={t("attach")}
          onClick={() => fileInput.current?.click()}
          disabled={uploading !== null}
        >
          <AttachIcon />
        </IconButton>
        <TextField
          label={t("label")}
          placeholder={t("placeholder")}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={onKeyDown}
          multiline
          minRows={1}
          maxRows={6}
          fullWidth
          size="small"
          error={tooLong}
          slotProps={{
            htmlInput: {
              "aria-describedby":
                length >= CHAT_MESSAGE_MAX_CHARS * COUNTER_FROM ? counterId : undefined,
            },
          }}
        />
        <Button type="submit" variant="contained" disabled={!canSend}>
          {t("send")}
        </Button>
      </Stack>
      {length >= CHAT_MESSAGE_MAX_CHARS * COUNTER_FROM ? (
        <Typography
          id={counterId}
          variant="caption"
          color={tooLong ? "error" : "text.secondary"}
          component="p"
          aria-live="polite"
          sx={{ textAlign: "right", mt: 0.5 }}
        >
          {tooLong
            ? t("tooLong", { max: CHAT_MESSAGE_MAX_CHARS })
            : t("counter", { count: length, max: CHAT_MESSAGE_MAX_CHARS })}
        </Typography>
      ) : null}
    </Box>
  );
}
