"use client";

import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useRealtime } from "@/features/realtime/RealtimeProvider";
import { SessionProgress } from "@/features/session/SessionProgress";
import { useSession } from "@/features/session/useSession";
import { ChatHeader } from "./ChatHeader";
import { Composer } from "./Composer";
import { MessageList } from "./MessageList";
import { useChatDetail } from "./queries";
import { StaffPanel } from "./StaffPanel";
import { useConversation } from "./useConversation";

/**
 * /chats/{id}: a developer's conversation with the matchers team, live over the realtime
 * socket (HTTP polling while it is down). Staff see the developer's summary beside it.
 */
export function ChatPage({ id }: { id: string }) {
  const t = useTranslations("Chat");
  const session = useSession();
  const detail = useChatDetail(id);
  if (detail.isError) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Typography component="h1" variant="h4" fontWeight={800} gutterBottom>
          {t("title")}
        </Typography>
        <Alert severity="error">{t("loadError")}</Alert>
      </Container>
    );
  }
  if (!detail.data || session.status !== "authenticated") return <SessionProgress />;
  const user = session.user;
  const staff = user.role === "matchers" || user.role === "superAdmin";
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <ChatHeader chat={detail.data} staff={staff} myUserId={user.userId} />
      <Box
        sx={{
          display: "grid",
          gap: 3,
          gridTemplateColumns: { xs: "1fr", md: staff ? "minmax(0, 2fr) minmax(0, 1fr)" : "1fr" },
          alignItems: "start",
        }}
      >
        <Conversation
          id={id}
          staff={staff}
          myUserId={user.userId}
          reads={{ mine: detail.data.myLastReadSeq, peer: detail.data.peerLastReadSeq }}
        />
        {staff ? <StaffPanel professionalId={detail.data.developer.professionalId} /> : null}
      </Box>
    </Container>
  );
}

function Conversation({
  id,
  staff,
  myUserId,
  reads,
}: {
  id: string;
  staff: boolean;
  myUserId: string;
  reads: { mine: number; peer: number };
}) {
  const t = useTranslations("Chat");
  const conversation = useConversation(id, staff ? "staff" : "developer");
  const { status } = useRealtime();
  const { seedReads } = conversation;
  useEffect(() => seedReads(reads.mine, reads.peer), [seedReads, reads.mine, reads.peer]);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t("title")}
      sx={{
        display: "flex",
        flexDirection: "column",
        height: { xs: "70vh", md: "68vh" },
        borderRadius: 3,
      }}
    >
      {status === "closed" ? (
        <Alert severity="info" role="status" sx={{ borderRadius: 0 }}>
          {t("reconnecting")}
        </Alert>
      ) : null}
      {conversation.state === "error" ? (
        <Alert severity="error" sx={{ borderRadius: 0 }}>
          {t("loadError")}
        </Alert>
      ) : null}
      <MessageList chatId={id} myUserId={myUserId} conversation={conversation} />
      <Composer chatId={id} onSend={conversation.send} />
    </Paper>
  );
}
