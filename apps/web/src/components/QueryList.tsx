"use client";

import Alert from "@mui/material/Alert";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { SessionProgress } from "@/features/session/SessionProgress";

/** The part of a TanStack query (plain or infinite) a list screen reads. */
export type ListQueryState = {
  isError: boolean;
  isPending: boolean;
  isSuccess: boolean;
  error?: unknown;
};

/** A text becomes a paragraph (or an error alert); any other node is shown as it is. */
const asText = (node: ReactNode, wrap: (text: string) => ReactNode) =>
  typeof node === "string" ? wrap(node) : node;

/**
 * The states of a loaded list, in one place: an error alert, a progress indicator while the
 * first page loads, a text when the list came back empty, then the rows. Rows already loaded
 * stay on screen when a later fetch fails (the alert shows above them).
 */
export function QueryList<T>({
  query,
  items,
  loadError,
  empty,
  loading,
  children,
}: {
  query: ListQueryState;
  /** The rows loaded so far ([] while none are). */
  items: readonly T[];
  /**
   * The error alert's text, or the node to show instead; a function is called only when the
   * query failed (reading an API error reports it, so it must not run otherwise).
   */
  loadError: ReactNode | ((error: unknown) => ReactNode);
  /** A text (shown as a paragraph) or the node to show when the list is empty. */
  empty: ReactNode;
  /** What to show while the first page loads: a centred spinner by default, null for nothing. */
  loading?: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}) {
  return (
    <>
      {query.isError
        ? asText(typeof loadError === "function" ? loadError(query.error) : loadError, (text) => (
            <Alert severity="error">{text}</Alert>
          ))
        : null}
      {query.isPending ? loading === undefined ? <SessionProgress /> : loading : null}
      {query.isSuccess && items.length === 0
        ? asText(empty, (text) => <Typography>{text}</Typography>)
        : null}
      {items.length > 0 ? children(items) : null}
    </>
  );
}
