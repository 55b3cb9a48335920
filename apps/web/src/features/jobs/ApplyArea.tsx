"use client";

import dynamic from "next/dynamic";
import { useToken } from "@/features/session/useToken";
import { VisitorApply } from "./VisitorApply";

// With a session the signed-in part (session check, the developer's apply flow) loads with the
// app's providers; a visitor downloads none of it (ADR 0040).
const SignedInApply = dynamic(() => import("./SignedInApply"), { ssr: false });

/**
 * The public job page's apply area: the visitor's links at once (also while the server renders
 * and during hydration, when no session can be known), the signed-in flow when a token exists.
 */
export function ApplyArea({ jobId }: { jobId: string }) {
  const token = useToken();
  return token ? <SignedInApply jobId={jobId} /> : <VisitorApply jobId={jobId} />;
}
