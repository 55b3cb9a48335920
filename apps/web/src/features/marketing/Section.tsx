import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

type Props = {
  id: string;
  title: string;
  lead?: string;
  children?: ReactNode;
  muted?: boolean;
};

/** A titled page section (h2), labelled for assistive technology. */
export function Section({ id, title, lead, children, muted = false }: Props) {
  const headingId = `${id}-title`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{ py: { xs: 6, md: 9 }, bgcolor: muted ? "action.hover" : "transparent" }}
    >
      <Container maxWidth="lg">
        <Typography variant="h2" id={headingId}>
          {title}
        </Typography>
        {lead ? (
          <Typography color="text.secondary" sx={{ mt: 2, maxWidth: 720, fontSize: "1.1rem" }}>
            {lead}
          </Typography>
        ) : null}
        <Box sx={{ mt: 5 }}>{children}</Box>
      </Container>
    </Box>
  );
}
