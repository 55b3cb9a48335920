"use client";

import type { ChatDetail } from "@encaja/contracts";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useApiErrorToast } from "@/lib/api/hooks";
import { useAssignChat } from "./queries";

/** The chat's heading: the developer (staff) or the Encaja team (developer); staff assign it. */
export function ChatHeader({
  chat,
  staff,
  myUserId,
}: {
  chat: ChatDetail;
  staff: boolean;
  myUserId: string;
}) {
  const t = useTranslations("Chat");
  const title = staff ? chat.developer.name : t("teamName");
  return (
    <Stack
      direction={{ xs: "column", sm: "row" }}
      spacing={2}
      sx={{ alignItems: { sm: "center" }, justifyContent: "space-between", mb: 2 }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
        <Avatar
          src={staff ? (chat.developer.photoUrl ?? undefined) : undefined}
          alt=""
          sx={{ width: 48, height: 48, bgcolor: "primary.main" }}
        >
          {title.charAt(0).toUpperCase()}
        </Avatar>
        <Box>
          <Typography component="h1" variant="h4" fontWeight={800}>
            {title}
          </Typography>
          <Typography color="text.secondary">{staff ? t("title") : t("teamLead")}</Typography>
        </Box>
      </Stack>
      {staff ? <Assignee chat={chat} myUserId={myUserId} /> : null}
    </Stack>
  );
}

function Assignee({ chat, myUserId }: { chat: ChatDetail; myUserId: string }) {
  const t = useTranslations("Chat.assignee");
  const assign = useAssignChat(chat.id);
  const showError = useApiErrorToast();
  const mine = chat.assignedTo?.userId === myUserId;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
      <Typography variant="body2">
        {t("label")}: <strong>{chat.assignedTo ? chat.assignedTo.name : t("none")}</strong>
      </Typography>
      <Button
        variant={mine ? "outlined" : "contained"}
        size="small"
        disabled={assign.isPending}
        onClick={() => assign.mutate(mine ? null : myUserId, { onError: showError })}
      >
        {mine ? t("release") : t("take")}
      </Button>
    </Stack>
  );
}
