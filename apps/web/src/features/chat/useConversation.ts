"use client";

import type { ChatAttachment, ChatSide } from "@encaja/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useRealtime, useRealtimeFrames } from "@/features/realtime/RealtimeProvider";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { newClientId } from "./clientId";
import { chatKey } from "./queries";
import {
  addPending,
  emptyTimeline,
  lastSeqOf,
  mergeMessages,
  type PendingMessage,
  setPendingState,
  type Timeline,
} from "./timeline";

const PAGE_SIZE = 50;
const CATCH_UP_PAGE = 100;
/** Polling while the socket is down (the page keeps working over HTTP alone). */
const POLL_MS = 10_000;
/** A message sent over the socket with no echo by then is posted over HTTP (same clientId). */
const SOCKET_ECHO_TIMEOUT_MS = 8_000;

export type Conversation = ReturnType<typeof useConversation>;

/**
 * One chat's messages: the latest page over HTTP, then live frames (subscribed with a backfill
 * after the last seq held on every (re)connection), polling while the socket is down, optimistic
 * sends by clientId (socket when open, else HTTP; resends reuse the clientId), read receipts.
 */
export function useConversation(chatId: string, mySide: ChatSide) {
  const call = useCall();
  const queryClient = useQueryClient();
  const realtime = useRealtime();
  const [timeline, setTimeline] = useState<Timeline>(emptyTimeline);
  const [state, setState] = useState<"loading" | "ready" | "error">("loading");
  const [olderCursor, setOlderCursor] = useState<string | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [peerReadSeq, setPeerReadSeq] = useState(0);
  const timelineRef = useRef(timeline);
  timelineRef.current = timeline;
  const realtimeRef = useRef(realtime);
  realtimeRef.current = realtime;
  const myReadSeq = useRef(0);
  const open = realtime.status === "open";

  const merge = useCallback(
    (messages: Parameters<typeof mergeMessages>[1]) =>
      setTimeline((t) => mergeMessages(t, messages)),
    [],
  );
  const seePeerRead = useCallback((seq: number) => setPeerReadSeq((s) => Math.max(s, seq)), []);

  useEffect(() => {
    let cancelled = false;
    setState("loading");
    setTimeline(emptyTimeline);
    call(routes.chats.messages, { params: { id: chatId }, query: { limit: PAGE_SIZE } })
      .then((page) => {
        if (cancelled) return;
        merge(page.items);
        setOlderCursor(page.nextCursor);
        setState("ready");
      })
      .catch(() => !cancelled && setState("error"));
    return () => {
      cancelled = true;
    };
  }, [call, chatId, merge]);

  const loadOlder = useCallback(async () => {
    if (!olderCursor) return;
    setLoadingOlder(true);
    try {
      const page = await call(routes.chats.messages, {
        params: { id: chatId },
        query: { before: Number(olderCursor), limit: PAGE_SIZE },
      });
      merge(page.items);
      setOlderCursor(page.nextCursor);
    } finally {
      setLoadingOlder(false);
    }
  }, [call, chatId, merge, olderCursor]);

  /** Everything after the last seq held, over HTTP (polling and a catch-up on focus). */
  const catchUp = useCallback(async () => {
    let after = lastSeqOf(timelineRef.current);
    for (;;) {
      const page = await call(routes.chats.messages, {
        params: { id: chatId },
        query: { after, limit: CATCH_UP_PAGE },
      });
      merge(page.items);
      const last = page.items.at(-1);
      if (!last || page.items.length < CATCH_UP_PAGE) break;
      after = last.seq;
    }
    await queryClient.invalidateQueries({ queryKey: chatKey(chatId) });
  }, [call, chatId, merge, queryClient]);

  useRealtimeFrames("message", (frame) => {
    if (frame.message.chatId === chatId) merge([frame.message]);
  });
  useRealtimeFrames("read", (frame) => {
    if (frame.chatId === chatId && frame.side !== mySide) seePeerRead(frame.seq);
  });
  useRealtimeFrames("error", (frame) => {
    const clientId = frame.clientId;
    if (frame.replyTo === "send" && clientId)
      setTimeline((t) => setPendingState(t, clientId, "failed"));
  });

  const postOverHttp = useCallback(
    async (message: PendingMessage) => {
      try {
        const sent = await call(routes.chats.send, {
          params: { id: chatId },
          body: {
            clientId: message.clientId,
            body: message.body,
            ...(message.attachment ? { attachmentId: message.attachment.id } : {}),
          },
        });
        merge([sent]);
      } catch {
        setTimeline((t) => setPendingState(t, message.clientId, "failed"));
      }
    },
    [call, chatId, merge],
  );

  const deliver = useCallback(
    (message: PendingMessage) => {
      const viaSocket = realtimeRef.current.send({
        type: "send",
        chatId,
        clientId: message.clientId,
        body: message.body,
        ...(message.attachment ? { attachmentId: message.attachment.id } : {}),
      });
      if (!viaSocket) {
        void postOverHttp(message);
        return;
      }
      setTimeout(() => {
        const still = timelineRef.current.pending.find((p) => p.clientId === message.clientId);
        if (still?.state === "sending") void postOverHttp(still);
      }, SOCKET_ECHO_TIMEOUT_MS);
    },
    [chatId, postOverHttp],
  );

  const send = useCallback(
    (body: string, attachment: ChatAttachment | null) => {
      const message: PendingMessage = {
        clientId: newClientId(),
        body,
        attachment,
        state: "sending",
        createdAt: new Date().toISOString(),
      };
      setTimeline((t) => addPending(t, message));
      deliver(message);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      const message = timelineRef.current.pending.find((p) => p.clientId === clientId);
      if (!message) return;
      setTimeline((t) => setPendingState(t, clientId, "sending"));
      deliver({ ...message, state: "sending" });
    },
    [deliver],
  );

  // Live: (re)subscribe with a backfill after what is held, and resend what is still pending.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run on each authenticated connection
  useEffect(() => {
    if (!open || state !== "ready") return;
    const live = realtimeRef.current;
    live.send({ type: "subscribe", chatId, after: lastSeqOf(timelineRef.current) });
    for (const message of timelineRef.current.pending) {
      if (message.state === "sending") deliver(message);
    }
    return () => {
      realtimeRef.current.send({ type: "unsubscribe", chatId });
    };
  }, [open, state, chatId, realtime.connection, deliver]);

  // Fallback: poll over HTTP while the socket is not open.
  useEffect(() => {
    if (open || state !== "ready") return;
    const timer = setInterval(() => void catchUp().catch(() => {}), POLL_MS);
    return () => clearInterval(timer);
  }, [open, state, catchUp]);

  const markRead = useCallback(
    (seq: number) => {
      if (seq <= myReadSeq.current) return;
      myReadSeq.current = seq;
      const viaSocket = realtimeRef.current.send({ type: "read", chatId, seq });
      const done = viaSocket
        ? Promise.resolve()
        : call(routes.chats.read, { params: { id: chatId }, body: { seq } });
      void done
        .then(() => queryClient.invalidateQueries({ queryKey: ["chats", "unread"] }))
        .catch(() => {
          myReadSeq.current = 0;
        });
    },
    [call, chatId, queryClient],
  );

  /** Starts from the server's read positions (GET /chats/:id). */
  const seedReads = useCallback(
    (mine: number, peer: number) => {
      myReadSeq.current = Math.max(myReadSeq.current, mine);
      seePeerRead(peer);
    },
    [seePeerRead],
  );

  return {
    timeline,
    state,
    hasOlder: olderCursor !== null,
    loadingOlder,
    loadOlder,
    peerReadSeq,
    online: open,
    send,
    retry,
    markRead,
    seedReads,
  };
}
