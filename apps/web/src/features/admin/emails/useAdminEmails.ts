"use client";

import type { AdminEmail, AdminEmailListStatus } from "@encaja/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCall, useToastedWrite } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { useCursorList } from "@/lib/api/useCursorList";

const emailsKey = ["admin", "emails"] as const;
export const ADMIN_EMAILS_PAGE_SIZE = 25;

/**
 * GET /admin/emails of one status, a page at a time, and `retry` (POST …/retry): the list is
 * read again after a retry, so the email leaves the failed list.
 */
export function useAdminEmails(status: AdminEmailListStatus) {
  const call = useCall();
  const client = useQueryClient();
  const { run, busy } = useToastedWrite();
  const { list, items } = useCursorList(
    [...emailsKey, status],
    (cursor, signal) =>
      call(
        routes.adminEmails.list,
        { query: { status, limit: ADMIN_EMAILS_PAGE_SIZE, cursor } },
        { signal },
      ),
    { keepPrevious: true },
  );
  const retry = (email: AdminEmail, success: string) =>
    run(
      () => call(routes.adminEmails.retry, { params: { id: email.id } }),
      () => success,
      () => client.invalidateQueries({ queryKey: emailsKey }),
    );
  return { list, items, retry, busy };
}
