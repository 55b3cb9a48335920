"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";

/** Whose feed: an interviewer's (and staff who interview) or a developer's. */
export type FeedAudience = "interviewer" | "developer";

const feedRoutes = {
  interviewer: routes.interviewerCalendarFeed,
  developer: routes.developerCalendarFeed,
} as const;

const statusKey = (audience: FeedAudience) => ["integrations", "calendar-feed", audience] as const;

/** Whether the signed-in person's feed is on (never its URL: only creation shows it). */
export function useCalendarFeed(audience: FeedAudience) {
  const call = useCall();
  return useQuery({
    queryKey: statusKey(audience),
    queryFn: ({ signal }) => call(feedRoutes[audience].get, {}, { signal }),
  });
}

/** Creates the feed (or replaces it: the old URL stops); answers its URL, shown once. */
export function useCreateCalendarFeed(audience: FeedAudience) {
  const call = useCall();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(feedRoutes[audience].create, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: statusKey(audience) }),
  });
}

/** Turns the feed off: its URL answers 404 from now on. */
export function useTurnOffCalendarFeed(audience: FeedAudience) {
  const call = useCall();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(feedRoutes[audience].revoke, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: statusKey(audience) }),
  });
}
