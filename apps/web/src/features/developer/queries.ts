"use client";

import type {
  Availability,
  CatalogStack,
  Completeness,
  DeveloperProfile,
  Education,
  Experience,
  NotificationPreferences,
  OnboardingStatus,
  Preferences,
} from "@encaja/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { ApiError } from "@/lib/api/client";
import { useApi } from "@/lib/api/hooks";

/** The developer's own data (GET /developers/me/…), cached per page visit. */
export const devKeys = {
  all: ["developer"] as const,
  profile: ["developer", "profile"] as const,
  onboarding: ["developer", "onboarding"] as const,
  experiences: ["developer", "experiences"] as const,
  education: ["developer", "education"] as const,
  preferences: ["developer", "preferences"] as const,
  availability: ["developer", "availability"] as const,
  notifications: ["developer", "notifications"] as const,
  completeness: ["developer", "completeness"] as const,
};

function useDevQuery<T>(key: readonly unknown[], path: string, nullOn404 = false) {
  const api = useApi();
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }): Promise<T | null> => {
      try {
        // 204 (nothing set yet) resolves undefined; a query's data must not be undefined.
        return (await api<T>(path, { signal })) ?? null;
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

export const useProfile = () => useDevQuery<DeveloperProfile>(devKeys.profile, "/developers/me");
export const useOnboardingStatus = () =>
  useDevQuery<OnboardingStatus>(devKeys.onboarding, "/developers/me/onboarding");
export const useExperiences = () =>
  useDevQuery<{ items: Experience[] }>(devKeys.experiences, "/developers/me/experiences");
export const useEducation = () =>
  useDevQuery<{ items: Education[] }>(devKeys.education, "/developers/me/education");
export const usePreferences = () =>
  useDevQuery<Preferences>(devKeys.preferences, "/developers/me/preferences", true);
export const useAvailability = () =>
  useDevQuery<Availability>(devKeys.availability, "/developers/me/availability", true);
export const useNotifications = () =>
  useDevQuery<NotificationPreferences>(devKeys.notifications, "/developers/me/notifications");
export const useCompleteness = () =>
  useDevQuery<Completeness>(devKeys.completeness, "/developers/me/completeness");

export function useStacks() {
  const api = useApi();
  return useQuery({
    queryKey: ["catalog", "stacks"],
    queryFn: ({ signal }) => api<{ items: CatalogStack[] }>("/catalog/stacks", { signal }),
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
