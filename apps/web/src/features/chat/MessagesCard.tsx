"use client";

import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ButtonLink";
import { SectionCard } from "@/components/SectionCard";
import { useSession } from "@/features/session/useSession";
import { useUnreadChats } from "./queries";

/** The developer dashboard's way into their chat with the Encaja team, with the unread count. */
export function MessagesCard() {
  const t = useTranslations("Chat.card");
  const session = useSession();
  const chatId = session.user?.role === "developer" ? session.user.chatId : null;
  const unread = useUnreadChats(chatId !== null);
  if (!chatId) return null;
  return (
    <SectionCard id="messages" title={t("title")}>
      <Typography sx={{ mb: 2 }} role="status">
        {unread.data ? t("unread", { count: unread.data.chats }) : t("lead")}
      </Typography>
      <ButtonLink href={`/chats/${chatId}`} variant="contained">
        {t("open")}
      </ButtonLink>
    </SectionCard>
  );
}
