import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { CtaButtons } from "./CtaButtons";
import type { CtaAction } from "./types";

/** The closing call to action of a page. */
export function CtaBand({
  title,
  body,
  actions,
}: {
  title: string;
  body: string;
  actions: CtaAction[];
}) {
  return (
    <Box component="section" aria-labelledby="cta-title" sx={{ py: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            p: { xs: 4, md: 6 },
            borderRadius: 4,
            bgcolor: "secondary.main",
            color: "secondary.contrastText",
          }}
        >
          <Typography variant="h2" id="cta-title">
            {title}
          </Typography>
          <Typography sx={{ mt: 2, maxWidth: 680, fontSize: "1.1rem" }}>{body}</Typography>
          <CtaButtons actions={actions} inverse />
        </Box>
      </Container>
    </Box>
  );
}
