"use client";

import type { ChatDetail } from "@encaja/contracts";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCall, useEarly } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";

export const chatKey = (id: string) => ["chats", "one", id] as const;

/** GET /chats/:id: the developer, the assignee, unread count and read positions. */
export function useChatDetail(id: string) {
  const call = useCall();
  return useQuery({
    queryKey: chatKey(id),
    queryFn: ({ signal }) => call(routes.chats.get, { params: { id } }, { signal }),
    retry: false,
  });
}

/** PUT /chats/:id/assignee: myself to take the conversation, null to release it. */
export function useAssignChat(id: string) {
  const call = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string | null) =>
      call(routes.chats.assign, { params: { id }, body: { userId } }),
    onSuccess: async (chat: ChatDetail) => {
      queryClient.setQueryData(chatKey(id), chat);
      await queryClient.invalidateQueries({ queryKey: ["chats", "inbox"] });
    },
  });
}

/** GET /chats/unread: how many of my conversations have unread messages. */
export function useUnreadChats(enabled = true) {
  const call = useCall();
  const early = useEarly();
  return useQuery({
    queryKey: ["chats", "unread"],
    queryFn: ({ signal }) => call(routes.chats.unread, {}, { signal }),
    ...early(routes.chats.unread, {}),
    enabled,
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
  });
}

export type InboxFilters = {
  q?: string;
  offerId?: string;
  assigned: "any" | "me" | "unassigned";
};

/** GET /chats (staff): unread first; refreshed on focus and every 15 s while visible. */
export function useChatInbox(filters: InboxFilters) {
  const call = useCall();
  return useInfiniteQuery({
    queryKey: ["chats", "inbox", filters],
    queryFn: ({ signal, pageParam }) =>
      call(
        routes.chats.inbox,
        { query: { ...filters, ...(pageParam ? { cursor: pageParam } : {}) } },
        { signal },
      ),
    initialPageParam: "",
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval: 15_000,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

export type OfferRef = { id: string; title: string; customerName: string };

/** Offers whose title matches the typed text (the inbox's offer filter). */
export function useOfferSearch(input: string) {
  const call = useCall();
  const q = input.trim();
  const found = useQuery({
    queryKey: ["chats", "offer-search", q],
    queryFn: ({ signal }) =>
      call(routes.offers.list, { query: { limit: 20, ...(q ? { q } : {}) } }, { signal }),
    staleTime: 30_000,
  });
  const items: OfferRef[] =
    found.data?.items.map((o) => ({ id: o.id, title: o.title, customerName: o.customer.name })) ??
    [];
  return { items, loading: found.isFetching };
}

/** One offer's title, for an offer filter that came in the URL. */
export function useOfferRef(id: string) {
  const call = useCall();
  return useQuery({
    queryKey: ["chats", "offer", id],
    queryFn: async ({ signal }): Promise<OfferRef> => {
      const offer = await call(routes.offers.get, { params: { id } }, { signal });
      return { id: offer.id, title: offer.title, customerName: offer.customer.name };
    },
    enabled: id !== "",
    retry: false,
  });
}
