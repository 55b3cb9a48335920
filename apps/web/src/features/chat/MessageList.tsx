"use client";

import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { AppLocale } from "@/lib/format/locale";
import { formatDay, MessageItem, type Receipt } from "./MessageItem";
import { isNewDay, lastSeqOf } from "./timeline";
import type { Conversation } from "./useConversation";

const pageIsActive = () => document.visibilityState === "visible" && document.hasFocus();

/**
 * The conversation's messages (a polite live log, oldest first, date separators), "load
 * older" at the top; it follows new messages while scrolled to the end and marks them read
 * when the newest is visible in a focused tab.
 */
export function MessageList({
  chatId,
  myUserId,
  conversation,
}: {
  chatId: string;
  myUserId: string;
  conversation: Conversation;
}) {
  const t = useTranslations("Chat");
  const locale = useLocale() as AppLocale;
  const { timeline, peerReadSeq, markRead } = conversation;
  const scroller = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const [atEnd, setAtEnd] = useState(true);
  const previousHeight = useRef<number | null>(null);
  const lastSeq = lastSeqOf(timeline);
  const count = timeline.messages.length + timeline.pending.length;

  useEffect(() => {
    const target = end.current;
    if (!target) return;
    const observer = new IntersectionObserver(
      ([entry]) => setAtEnd(Boolean(entry?.isIntersecting)),
      {
        root: scroller.current,
      },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  // Follow new messages while at the end; keep the reading position when older ones load.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the message count changes
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    if (previousHeight.current !== null) {
      box.scrollTop += box.scrollHeight - previousHeight.current;
      previousHeight.current = null;
    } else if (atEnd) {
      box.scrollTop = box.scrollHeight;
    }
  }, [count]);

  useEffect(() => {
    const readIfSeen = () => {
      if (atEnd && lastSeq > 0 && pageIsActive()) markRead(lastSeq);
    };
    readIfSeen();
    window.addEventListener("focus", readIfSeen);
    document.addEventListener("visibilitychange", readIfSeen);
    return () => {
      window.removeEventListener("focus", readIfSeen);
      document.removeEventListener("visibilitychange", readIfSeen);
    };
  }, [atEnd, lastSeq, markRead]);

  const loadOlder = () => {
    previousHeight.current = scroller.current?.scrollHeight ?? null;
    void conversation.loadOlder().catch(() => {
      previousHeight.current = null;
    });
  };

  const receiptOf = (seq: number): Receipt => (seq <= peerReadSeq ? "seen" : "sent");
  let previousAt: string | undefined;
  const separator = (at: string) => {
    const show = isNewDay(previousAt, at);
    previousAt = at;
    return show ? (
      <Divider role="presentation" sx={{ my: 1.5 }}>
        <Typography variant="caption" color="text.secondary">
          {formatDay(at, locale)}
        </Typography>
      </Divider>
    ) : null;
  };

  return (
    <Box
      ref={scroller}
      role="log"
      aria-live="polite"
      aria-label={t("log")}
      tabIndex={0}
      sx={{ flex: 1, overflowY: "auto", px: { xs: 1, md: 2 }, py: 1, minHeight: 280 }}
    >
      {conversation.hasOlder ? (
        <Box sx={{ textAlign: "center", my: 1 }}>
          <Button size="small" onClick={loadOlder} disabled={conversation.loadingOlder}>
            {t("loadOlder")}
          </Button>
        </Box>
      ) : null}
      {count === 0 && conversation.state === "ready" ? (
        <Typography color="text.secondary" sx={{ textAlign: "center", my: 4 }}>
          {t("empty")}
        </Typography>
      ) : null}
      {timeline.messages.map((m) => {
        const mine = m.sender.userId === myUserId;
        return (
          <Fragment key={m.seq}>
            {separator(m.createdAt)}
            <MessageItem
              chatId={chatId}
              senderName={m.sender.name}
              mine={mine}
              body={m.body}
              attachment={m.attachment}
              createdAt={m.createdAt}
              receipt={mine ? receiptOf(m.seq) : null}
            />
          </Fragment>
        );
      })}
      {timeline.pending.map((p) => (
        <Fragment key={p.clientId}>
          {separator(p.createdAt)}
          <MessageItem
            chatId={chatId}
            senderName=""
            mine
            body={p.body}
            attachment={p.attachment}
            createdAt={p.createdAt}
            receipt={p.state}
            onRetry={() => conversation.retry(p.clientId)}
          />
        </Fragment>
      ))}
      <div ref={end} style={{ height: 1 }} />
    </Box>
  );
}
