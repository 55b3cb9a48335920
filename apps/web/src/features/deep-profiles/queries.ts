"use client";

import type { CreateDeepProfileLinkRequest, DeepProfileInput } from "@encaja/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { readToken } from "@/features/session/storage";
import { noRetryOn4xx } from "@/lib/api/client";
import { downloadRoute } from "@/lib/api/download";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { useApiUrl } from "@/lib/config/ApiUrlProvider";

export const deepProfileKeys = {
  editor: (id: string) => ["deep-profiles", "editor", id] as const,
  shared: (slug: string) => ["deep-profiles", "shared", slug] as const,
  snapshot: (id: string) => ["deep-profiles", "snapshot", id] as const,
  presentations: (candidateId: string) => ["deep-profiles", "presentations", candidateId] as const,
};

export function useDeepProfileEditor(professionalId: string) {
  const call = useCall();
  return useQuery({
    queryKey: deepProfileKeys.editor(professionalId),
    queryFn: ({ signal }) =>
      call(routes.deepProfiles.editor, { params: { professionalId } }, { signal }),
    retry: noRetryOn4xx,
  });
}

export function useSaveDeepProfile(professionalId: string) {
  const call = useCall();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof DeepProfileInput>) =>
      call(routes.deepProfiles.save, { params: { professionalId }, body }),
    onSuccess: (editor) => client.setQueryData(deepProfileKeys.editor(professionalId), editor),
  });
}

export function useCreateLink(professionalId: string) {
  const call = useCall();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof CreateDeepProfileLinkRequest>) =>
      call(routes.deepProfiles.createLink, { params: { professionalId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: deepProfileKeys.editor(professionalId) }),
  });
}

export function useRevokeLink(professionalId: string) {
  const call = useCall();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(routes.deepProfiles.revokeLink, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: deepProfileKeys.editor(professionalId) }),
  });
}

export function useSharedDeepProfile(slug: string) {
  const call = useCall();
  return useQuery({
    queryKey: deepProfileKeys.shared(slug),
    queryFn: ({ signal }) =>
      call(routes.deepProfiles.shared, { params: { slug } }, { signal, token: null }),
    retry: noRetryOn4xx,
  });
}

export function useSnapshot(id: string) {
  const call = useCall();
  return useQuery({
    queryKey: deepProfileKeys.snapshot(id),
    queryFn: ({ signal }) => call(routes.snapshots.get, { params: { id } }, { signal }),
    retry: noRetryOn4xx,
    // Every read is a logged view: read once per visit.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function usePresentations(candidateId: string, enabled: boolean) {
  const call = useCall();
  return useQuery({
    queryKey: deepProfileKeys.presentations(candidateId),
    enabled,
    queryFn: ({ signal }) =>
      call(routes.snapshots.presentations, { params: { id: candidateId } }, { signal }),
    retry: noRetryOn4xx,
  });
}

export function useShareDecision(candidateId: string) {
  const call = useCall();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; developerMessage: string | null }) =>
      call(routes.decisions.share, {
        params: { id: input.id },
        body: { developerMessage: input.developerMessage },
      }),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: deepProfileKeys.presentations(candidateId) }),
  });
}

/** Downloads the snapshot's PDF with the session's bearer. */
export function useDownloadPdf() {
  const apiUrl = useApiUrl();
  return (snapshot: { id: string; hashedId: string }, locale: string) =>
    downloadRoute(
      apiUrl,
      routes.snapshots.pdf,
      { params: { id: snapshot.id } },
      { token: readToken(), locale, fallbackName: `encaja-${snapshot.hashedId}.pdf` },
    );
}
