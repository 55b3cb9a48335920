"use client";

import type { NotificationList, NotificationSettings } from "@encaja/contracts";
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";

export const notificationKeys = {
  all: ["notifications"] as const,
  list: ["notifications", "list"] as const,
  unread: ["notifications", "unread"] as const,
  settings: ["notifications", "settings"] as const,
};

/**
 * The unread count of the bell. Live frames refresh it; without a live socket it is polled
 * every `pollMs`, and refetched on window focus either way.
 */
export function useUnreadCount(pollMs: number | false) {
  const call = useCall();
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => call(routes.notifications.unread, {}, { signal }),
    refetchOnWindowFocus: true,
    refetchInterval: pollMs,
  });
}

export function useNotificationList(enabled: boolean) {
  const call = useCall();
  return useInfiniteQuery({
    queryKey: notificationKeys.list,
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call(
        routes.notifications.list,
        { query: { limit: 10, ...(pageParam ? { cursor: pageParam } : {}) } },
        { signal },
      ),
    getNextPageParam: (last: NotificationList) => last.nextCursor ?? undefined,
    refetchOnWindowFocus: true,
  });
}

/** Refreshes the count and the list (a frame arrived, something was marked read). */
export function useRefreshNotifications() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: notificationKeys.all });
}

export function useMarkRead() {
  const call = useCall();
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: (id: string) => call(routes.notifications.markRead, { params: { id } }),
    onSettled: refresh,
  });
}

export function useMarkAllRead() {
  const call = useCall();
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: () => call(routes.notifications.markAllRead, {}),
    onSettled: refresh,
  });
}

export function useNotificationSettings() {
  const call = useCall();
  return useQuery({
    queryKey: notificationKeys.settings,
    queryFn: ({ signal }) => call(routes.notifications.settings, {}, { signal }),
  });
}

export function useSaveNotificationSettings() {
  const call = useCall();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) => call(routes.notifications.putSettings, { body }),
    onSuccess: (saved) => client.setQueryData(notificationKeys.settings, saved),
  });
}

export type NotificationPages = InfiniteData<NotificationList>;
