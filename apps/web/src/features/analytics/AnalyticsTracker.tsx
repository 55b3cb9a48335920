"use client";

import { usePathname } from "next/navigation";
import type { PostHog } from "posthog-js";
import { useEffect, useRef, useState } from "react";
import type { AnalyticsRuntimeConfig } from "@/lib/config/runtime";
import { allowSending, clearPosthogStorage, loadedPosthog, loadPosthog } from "./client";
import { useAnalyticsConsent } from "./consent";
import { isPageviewSkipped } from "./rules";
import { useAnalyticsSession } from "./useAnalyticsState";

/**
 * Sends page views and the user's identity to PostHog while consent is granted and the user
 * is not staff; stops, opts out and forgets when either changes. Nothing loads before that.
 */
export function AnalyticsTracker({ config }: { config: AnalyticsRuntimeConfig }) {
  const consent = useAnalyticsConsent();
  const { audience, signedOut, user } = useAnalyticsSession();
  const pathname = usePathname();
  const allowed = consent === "granted" && audience === "external";
  const [posthog, setPosthog] = useState<PostHog | null>(null);
  const recordingStopped = useRef(false);
  const lastPageview = useRef<string | null>(null);

  // Declared first: the gate is set before the effects below capture in the same commit.
  useEffect(() => allowSending(allowed), [allowed]);

  useEffect(() => {
    if (!allowed) return;
    let live = true;
    void loadPosthog(config).then((instance) => {
      if (!live) return;
      if (instance.has_opted_out_capturing()) {
        // Granted again after a denial in this page.
        instance.set_config({ disable_persistence: false });
        instance.opt_in_capturing({ captureEventName: false });
      }
      if (recordingStopped.current) {
        recordingStopped.current = false;
        instance.startSessionRecording();
      }
      setPosthog(instance);
    });
    return () => {
      live = false;
    };
  }, [allowed, config]);

  useEffect(() => {
    if (consent !== "denied") return;
    const instance = loadedPosthog();
    if (instance) {
      instance.stopSessionRecording();
      recordingStopped.current = true;
      instance.opt_out_capturing();
      instance.set_config({ disable_persistence: true });
    }
    clearPosthogStorage();
  }, [consent]);

  useEffect(() => {
    // A staff account signed in on a device a visitor used: stop and forget that visitor.
    const instance = loadedPosthog();
    if (audience !== "internal" || !instance) return;
    instance.stopSessionRecording();
    recordingStopped.current = true;
    instance.reset();
    lastPageview.current = null;
  }, [audience]);

  const userId = user?.id ?? null;
  const role = user?.role ?? null;
  useEffect(() => {
    if (!posthog || !allowed) return;
    if (userId && role) {
      if (posthog.get_distinct_id() !== userId) posthog.identify(userId, { role });
    } else if (signedOut && posthog.get_property("$user_state") === "identified") {
      // Logged out (here or in another tab): later events belong to a new anonymous visitor.
      posthog.reset();
    }
  }, [posthog, allowed, userId, role, signedOut]);

  useEffect(() => {
    if (!posthog || !allowed || lastPageview.current === pathname) return;
    lastPageview.current = pathname;
    if (!isPageviewSkipped(pathname)) posthog.capture("$pageview");
  }, [posthog, allowed, pathname]);

  return null;
}
