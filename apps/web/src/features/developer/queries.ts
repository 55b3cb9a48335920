"use client";

import type { Endpoint, EndpointInput, EndpointOutput, RouteDefinition } from "@encaja/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { ApiError } from "@/lib/api/client";
import { useCall, useEarly } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";

/** The developer's own data (GET /developers/me/…), cached per page visit. */
export const devKeys = {
  all: ["developer"] as const,
  profile: ["developer", "profile"] as const,
  onboarding: ["developer", "onboarding"] as const,
  experiences: ["developer", "experiences"] as const,
  education: ["developer", "education"] as const,
  preferences: ["developer", "preferences"] as const,
  availability: ["developer", "availability"] as const,
  completeness: ["developer", "completeness"] as const,
  activity: ["developer", "activity"] as const,
};

/** A GET route without params, query or body (the developer's own data). */
type SelfRoute = Endpoint<
  RouteDefinition & { method: "GET"; params?: undefined; query?: undefined }
>;

export function useDevQuery<const R extends SelfRoute>(
  key: readonly unknown[],
  route: R,
  nullOn404 = false,
) {
  const callRoute = useCall();
  const early = useEarly();
  return useQuery({
    queryKey: key,
    ...early(
      route,
      {} as EndpointInput<R>,
      (answer) => (answer ?? null) as NonNullable<EndpointOutput<R>> | null,
    ),
    queryFn: async ({ signal }): Promise<NonNullable<EndpointOutput<R>> | null> => {
      try {
        // 204 (nothing set yet) resolves undefined; a query's data must not be undefined.
        return (await callRoute(route, {} as EndpointInput<R>, { signal })) ?? null;
      } catch (error) {
        if (nullOn404 && error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 30_000,
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}

const me = routes.developers;
export const useProfile = () => useDevQuery(devKeys.profile, me.me);
export const useOnboardingStatus = () => useDevQuery(devKeys.onboarding, me.onboarding);
export const useExperiences = () => useDevQuery(devKeys.experiences, routes.experiences.list);
export const useEducation = () => useDevQuery(devKeys.education, routes.education.list);
export const usePreferences = () => useDevQuery(devKeys.preferences, me.preferences, true);
export const useAvailability = () => useDevQuery(devKeys.availability, me.availability, true);
export const useCompleteness = () => useDevQuery(devKeys.completeness, me.completeness);
export const useActivity = () => useDevQuery(devKeys.activity, me.activity);

export function useStacks() {
  const callRoute = useCall();
  return useQuery({
    queryKey: ["catalog", "stacks"],
    queryFn: ({ signal }) => callRoute(routes.catalog.stacks, {}, { signal }),
    staleTime: 3_600_000,
  });
}

/** After a change: refetch the developer's data and the signed-in user (name, photo…). */
export function useRefreshDeveloper() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: devKeys.all }),
      queryClient.invalidateQueries({ queryKey: ["me"] }),
    ]);
  }, [queryClient]);
}
