"use client";

import { isInternalRole } from "@encaja/contracts";
import { type ReactNode, useEffect } from "react";
import { useUser } from "@/features/session/Guard";
import { SessionProgress } from "@/features/session/SessionProgress";
import { useRouter } from "@/i18n/navigation";

/**
 * Customer pages answer only for a company's own offers (`/customers/me/…`, 403 for staff).
 * Staff may open them (pages table), so they are taken to the staff page showing the same
 * thing (`to`) instead of reading "your offers could not be loaded".
 */
export function StaffRedirect({ to, children }: { to: string; children: ReactNode }) {
  const user = useUser();
  const router = useRouter();
  const staff = isInternalRole(user.role);
  useEffect(() => {
    if (staff) router.replace(to);
  }, [staff, to, router]);
  return staff ? <SessionProgress /> : children;
}
