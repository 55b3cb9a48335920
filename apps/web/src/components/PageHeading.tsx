import Typography from "@mui/material/Typography";
import type { ReactNode, Ref } from "react";

type Props = {
  title: ReactNode;
  /** The secondary paragraph under the title; nothing is rendered when empty. */
  lead?: ReactNode;
  /** The smaller h4 look of cards and single-task flows (default: the h3 look of full pages). */
  compact?: boolean;
  /** Space under the lead, in theme spacing units. */
  leadGap?: 1 | 3 | 4;
  leadMaxWidth?: number;
  gutterBottom?: boolean;
  /** For pages that move focus to their heading: it becomes focusable (not tabbable), without an outline. */
  headingRef?: Ref<HTMLHeadingElement>;
};

/** A page's h1 and its lead paragraph. */
export function PageHeading({
  title,
  lead,
  compact = false,
  leadGap = 4,
  leadMaxWidth,
  gutterBottom = true,
  headingRef,
}: Props) {
  const focusable = headingRef !== undefined;
  return (
    <>
      <Typography
        ref={headingRef}
        tabIndex={focusable ? -1 : undefined}
        component="h1"
        variant={compact ? "h4" : "h3"}
        fontWeight={800}
        gutterBottom={gutterBottom}
        sx={focusable ? { outline: "none" } : undefined}
      >
        {title}
      </Typography>
      {lead ? (
        <Typography color="text.secondary" sx={{ mb: leadGap, maxWidth: leadMaxWidth }}>
          {lead}
        </Typography>
      ) : null}
    </>
  );
}
