"use client";

import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";

/** One page of a cursor-paginated list answer (`{items, nextCursor}`). */
export type CursorPage = { items: readonly unknown[]; nextCursor?: string | null };

/**
 * A cursor-paginated list: `fetchPage` gets the cursor (undefined for the first page) and the
 * abort signal; the rows of every page loaded so far come back flattened. With `keepPrevious`,
 * the rows stay on screen while a changed filter loads its first page.
 */
export function useCursorList<Page extends CursorPage>(
  queryKey: readonly unknown[],
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<Page>,
  { keepPrevious = false }: { keepPrevious?: boolean } = {},
) {
  const list = useInfiniteQuery({
    queryKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam ?? undefined, signal),
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
  const items: Page["items"][number][] = list.data?.pages.flatMap((p) => p.items) ?? [];
  return { list, items };
}
