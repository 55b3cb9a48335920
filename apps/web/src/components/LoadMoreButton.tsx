"use client";

import Button from "@mui/material/Button";

export type NextPageQuery = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/** "Load more" under a cursor-paginated list: shown while there is a next page. */
export function LoadMoreButton({
  query,
  label,
  spaced,
}: {
  query: NextPageQuery;
  label: string;
  /** Adds space above the button (lists that end in a table or a card stack). */
  spaced?: boolean;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      sx={spaced ? { mt: 2 } : undefined}
      variant="outlined"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {label}
    </Button>
  );
}
