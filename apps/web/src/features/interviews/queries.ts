"use client";

import type {
  CancelInterviewRequest,
  CompleteInterviewRequest,
  CreateInterviewRequest,
  InterviewerAvailability,
  InterviewKit,
  RescheduleInterviewRequest,
  SaveScorecardRequest,
} from "@encaja/contracts";
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { queryFromSearchParams } from "@/lib/api/call";
import { noRetryOn4xx } from "@/lib/api/client";
import { firstPage } from "@/lib/api/early-data";
import { useCall, useEarly } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";

export const interviewKeys = {
  all: ["interviews"] as const,
  list: (query: string) => ["interviews", "list", query] as const,
  kit: (id: string) => ["interviews", "kit", id] as const,
  interviewers: ["interviews", "interviewers"] as const,
  availability: ["interviews", "availability"] as const,
};

/** The input of GET /interviews for a list's query string (20 a page unless it says) and a page. */
function interviewListInput(query: string, cursor: string | null) {
  const params = new URLSearchParams(query);
  if (!params.has("limit")) params.set("limit", "20");
  if (cursor) params.set("cursor", cursor);
  return { query: queryFromSearchParams(routes.interviews.list, params) };
}

/** GET /interviews with a list's query; "load more" follows `nextCursor`. */
export function useInterviewList(query: string, enabled = true) {
  const call = useCall();
  const early = useEarly();
  return useInfiniteQuery({
    queryKey: interviewKeys.list(query),
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      call(routes.interviews.list, interviewListInput(query, pageParam), { signal }),
    ...early(routes.interviews.list, interviewListInput(query, null), firstPage),
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    retry: noRetryOn4xx,
  });
}

/** GET /interviewers: who can be assigned an interview (a hardInterviewer: only themselves). */
export function useInterviewers() {
  const call = useCall();
  return useQuery({
    queryKey: interviewKeys.interviewers,
    queryFn: ({ signal }) => call(routes.interviews.interviewers, {}, { signal }),
    staleTime: 60_000,
    retry: noRetryOn4xx,
  });
}

export function useAvailability() {
  const call = useCall();
  const early = useEarly();
  return useQuery({
    queryKey: interviewKeys.availability,
    queryFn: ({ signal }) => call(routes.interviews.availability, {}, { signal }),
    ...early(routes.interviews.availability, {}),
    retry: noRetryOn4xx,
  });
}

export function useSaveAvailability() {
  const call = useCall();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InterviewerAvailability) =>
      call(routes.interviews.putAvailability, { body }),
    onSuccess: (data) => client.setQueryData(interviewKeys.availability, data),
  });
}

export function useInterviewKit(id: string) {
  const call = useCall();
  return useQuery({
    queryKey: interviewKeys.kit(id),
    queryFn: ({ signal }) => call(routes.interviews.kit, { params: { id } }, { signal }),
    retry: noRetryOn4xx,
  });
}

/** The autosave: the kit's cached scorecard is left alone so typing is never overwritten. */
export function useSaveScorecard(id: string) {
  const call = useCall();
  return useMutation({
    mutationFn: (body: SaveScorecardRequest) =>
      call(routes.interviews.saveScorecard, { params: { id }, body }),
  });
}

/** Complete, cancel and reschedule answer the interview: the kit and the lists refresh. */
function useInterviewChange<B>(
  id: string,
  send: (call: ReturnType<typeof useCall>, body: B) => Promise<InterviewKit["interview"]>,
) {
  const call = useCall();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => send(call, body),
    onSuccess: (interview) => {
      client.setQueryData<InterviewKit>(interviewKeys.kit(id), (kit) =>
        kit ? { ...kit, interview } : kit,
      );
      void client.invalidateQueries({ queryKey: ["interviews", "list"] });
    },
  });
}

export const useCompleteInterview = (id: string) =>
  useInterviewChange(id, (call, body: CompleteInterviewRequest) =>
    call(routes.interviews.complete, { params: { id }, body }),
  );
export const useCancelInterview = (id: string) =>
  useInterviewChange(id, (call, body: CancelInterviewRequest) =>
    call(routes.interviews.cancel, { params: { id }, body }),
  );
export const useRescheduleInterview = (id: string) =>
  useInterviewChange(id, (call, body: RescheduleInterviewRequest) =>
    call(routes.interviews.reschedule, { params: { id }, body }),
  );

export function useCreateInterview() {
  const call = useCall();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInterviewRequest) => call(routes.interviews.create, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ["interviews", "list"] }),
  });
}

const openOffersQuery = new URLSearchParams({ limit: "100", status: "open" });

/** Open offers to pick a candidate from (staff only; the newest 100). */
export function useOpenOffers(enabled: boolean) {
  const call = useCall();
  return useQuery({
    queryKey: ["interviews", "offers"],
    enabled,
    queryFn: ({ signal }) =>
      call(
        routes.offers.list,
        { query: queryFromSearchParams(routes.offers.list, openOffersQuery) },
        { signal },
      ),
    retry: noRetryOn4xx,
  });
}

/** One offer's candidates (the first 100), to pick who the interview is for. */
export function useOfferCandidates(offerId: string) {
  const call = useCall();
  return useQuery({
    queryKey: ["interviews", "candidates", offerId],
    enabled: Boolean(offerId),
    queryFn: ({ signal }) =>
      call(
        routes.offers.candidates,
        {
          params: { id: offerId },
          query: queryFromSearchParams(
            routes.offers.candidates,
            new URLSearchParams({ limit: "100" }),
          ),
        },
        { signal },
      ),
    retry: noRetryOn4xx,
  });
}

/** A developer to pick: `role` (a tech role code) tells search results apart. */
export type DeveloperRef = { id: string; name: string; role?: string };

/** Developers whose name or skills match the typed text (staff: GET /talent). */
export function useTalentDevelopers(text: string, enabled: boolean) {
  const call = useCall();
  const q = text.trim();
  return useQuery({
    queryKey: ["interviews", "talent", q],
    enabled: enabled && q.length > 0,
    queryFn: async ({ signal }): Promise<DeveloperRef[]> => {
      const params = new URLSearchParams({ q, limit: "10" });
      const query = queryFromSearchParams(routes.talent.search, params);
      const found = await call(routes.talent.search, { query }, { signal });
      return found.items.flatMap((card) =>
        card.professionalId
          ? [{ id: card.professionalId, name: card.name ?? card.hashedId, role: card.techRole }]
          : [],
      );
    },
    placeholderData: keepPreviousData,
    retry: noRetryOn4xx,
  });
}

/** A developer's name from their profile (staff), for a developer given by id in the URL. */
export function useDeveloperName(professionalId: string, enabled: boolean) {
  const call = useCall();
  return useQuery({
    queryKey: ["interviews", "developer", professionalId],
    enabled: enabled && Boolean(professionalId),
    queryFn: async ({ signal }) => {
      const view = await call(routes.developers.view, { params: { professionalId } }, { signal });
      return `${view.profile.firstName} ${view.profile.lastName}`.trim();
    },
    staleTime: 5 * 60_000,
    retry: noRetryOn4xx,
  });
}
