"use client";

import { isSafeCallback, roleHomes } from "@encaja/contracts";
import { useLocale } from "next-intl";
import { useEffect, useRef } from "react";
import { asRole } from "../session/roles";
import { SessionProgress } from "../session/SessionProgress";
import { useStartSession } from "../session/useSession";
import { completeGoogleFlow } from "./googleFlow";

/**
 * /login/success#access_token=…&role=…&callback=…&flow=… (Google sign-in): stores the
 * session, sets the internal flag, and goes to the safe callback or the role's home. The
 * fragment never reaches a server; it is wiped from the address bar at once. It is accepted
 * only when its flow is the one this tab started (login CSRF, ADR 0018); otherwise nothing
 * is stored and the failure page explains.
 */
export function LoginSuccess() {
  const locale = useLocale();
  const startSession = useStartSession();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const params = new URLSearchParams(window.location.hash.replace(/^#/, ""));
    window.history.replaceState(null, "", window.location.pathname);
    const token = params.get("access_token");
    const role = asRole(params.get("role"));
    const prefix = locale === "en" ? "/en" : "";
    const startedHere = completeGoogleFlow(params.get("flow"));
    if (!token || !role || !startedHere) {
      // A full navigation: nothing of this page (or of its fragment) is kept.
      window.location.replace(
        `${prefix}/login/failure?code=${token && role ? "E00GFB" : "E00GAF"}`,
      );
      return;
    }
    const callback = params.get("callback");
    void startSession(token, role)
      .catch(() => undefined)
      .then(() => {
        const home = roleHomes[role];
        // A full navigation (the client router does not always take over after the
        // history entry was rewritten above); the new page reads the stored session.
        window.location.replace(isSafeCallback(callback) ? callback : `${prefix}${home}`);
      });
  }, [locale, startSession]);

  return <SessionProgress />;
}
