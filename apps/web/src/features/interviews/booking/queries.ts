"use client";

import type {
  BookInterviewRequest,
  DeveloperInterview,
  DeveloperInterviewList,
} from "@encaja/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { ApiError, noRetryOn4xx } from "@/lib/api/client";
import { useCall, useEarly } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { browserTimeZone } from "@/lib/format/dates";

const api = routes.developerInterviews;

export const interviewKeys = {
  all: ["developer-interviews"] as const,
  mine: ["developer-interviews", "mine"] as const,
  slots: (timeZone: string) => ["developer-interviews", "slots", timeZone] as const,
};

const noSubscription = () => () => {};
/** The browser's IANA time zone; `null` while rendering on the server or hydrating. */
export function useBrowserTimeZone(): string | null {
  return useSyncExternalStore(noSubscription, browserTimeZone, () => null);
}

/** GET /developers/me/interviews: the developer's own interviews, never scorecards. */
export function useMyInterviews() {
  const call = useCall();
  const early = useEarly();
  return useQuery({
    queryKey: interviewKeys.mine,
    queryFn: ({ signal }) => call(api.list, {}, { signal }),
    ...early(api.list, {}),
    retry: noRetryOn4xx,
  });
}

/** GET /developers/me/interview-slots: the bookable slots of the next 14 days, in `timeZone`. */
export function useInterviewSlots(timeZone: string | null, enabled = true) {
  const call = useCall();
  return useQuery({
    queryKey: interviewKeys.slots(timeZone ?? ""),
    queryFn: ({ signal }) =>
      call(api.slots, { query: { timeZone: timeZone ?? "UTC", days: 14 } }, { signal }),
    enabled: enabled && timeZone !== null,
    retry: noRetryOn4xx,
  });
}

/**
 * After a booking change: the changed interview goes into the developer's list at once (the
 * screen never shows the booking form again in between), then slots and list reload.
 */
function useAfterChange() {
  const client = useQueryClient();
  return {
    onSuccess: useCallback(
      (changed: DeveloperInterview) =>
        client.setQueryData<DeveloperInterviewList>(interviewKeys.mine, (list) =>
          list
            ? { items: [...list.items.filter((i) => i.id !== changed.id), changed] }
            : { items: [changed] },
        ),
      [client],
    ),
    onSettled: useCallback(
      () => client.invalidateQueries({ queryKey: interviewKeys.all }),
      [client],
    ),
  };
}

/** POST /developers/me/interviews */
export function useBookInterview() {
  const call = useCall();
  return useMutation({
    mutationFn: (body: BookInterviewRequest) => call(api.book, { body }),
    ...useAfterChange(),
  });
}

/** POST /developers/me/interviews/{id}/reschedule */
export function useRescheduleInterview(id: string) {
  const call = useCall();
  return useMutation({
    mutationFn: (body: BookInterviewRequest) => call(api.reschedule, { params: { id }, body }),
    ...useAfterChange(),
  });
}

/** POST /developers/me/interviews/{id}/cancel */
export function useCancelInterview(id: string) {
  const call = useCall();
  return useMutation({
    mutationFn: () => call(api.cancel, { params: { id } }),
    ...useAfterChange(),
  });
}

/** The catalogue code of an API error (SLOT_TAKEN…), if it is one. */
export const errorCode = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.envelope?.code : undefined;
