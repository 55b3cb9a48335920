"use client";

import type {
  CreateMatchingInterviewRequest,
  UpdateMatchingInterviewRequest,
} from "@encaja/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { noRetryOn4xx } from "@/lib/api/client";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";

/** POST /candidates/{id}/matching-interview; an existing one answers 409 with it. */
export function useCreateMatchingInterview() {
  const call = useCall();
  return useMutation({
    mutationFn: ({
      candidateId,
      body,
    }: {
      candidateId: string;
      body: CreateMatchingInterviewRequest;
    }) => call(routes.pipeline.createInterview, { params: { id: candidateId }, body }),
  });
}

/** GET /interviewers, narrowed to who may run a matching interview (matchers, superAdmin). */
export function useMatchingInterviewers() {
  const call = useCall();
  return useQuery({
    queryKey: ["interviewers"],
    queryFn: ({ signal }) => call(routes.interviews.interviewers, {}, { signal }),
    select: (list) => list.items.filter((p) => p.role !== "hardInterviewer"),
    staleTime: 60_000,
    retry: noRetryOn4xx,
  });
}

const interviewKey = (id: string) => ["matching-interview", id] as const;

export function useMatchingInterview(id: string) {
  const call = useCall();
  return useQuery({
    queryKey: interviewKey(id),
    queryFn: ({ signal }) => call(routes.pipeline.interview, { params: { id } }, { signal }),
    retry: noRetryOn4xx,
  });
}

export function useUpdateMatchingInterview(id: string) {
  const call = useCall();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMatchingInterviewRequest) =>
      call(routes.pipeline.updateInterview, { params: { id }, body }),
    onSuccess: (data) => {
      client.setQueryData(interviewKey(id), data);
      void client.invalidateQueries({ queryKey: ["pipeline"] });
    },
  });
}
