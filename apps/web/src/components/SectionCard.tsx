import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** An outlined card that is a page section, labelled by its h2 (`<id>-title`). */
export function SectionCard({
  id,
  title,
  titleGutter = true,
  children,
}: {
  id: string;
  title: string;
  /** Space under the title; off when the content brings its own. */
  titleGutter?: boolean;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 4 }, borderRadius: 3 }}
      component="section"
      aria-labelledby={titleId}
    >
      <Typography
        id={titleId}
        component="h2"
        variant="h6"
        fontWeight={700}
        gutterBottom={titleGutter}
      >
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
