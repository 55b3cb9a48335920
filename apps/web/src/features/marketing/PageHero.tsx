import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { CtaButtons } from "./CtaButtons";
import type { CtaAction } from "./types";

type Props = {
  eyebrow?: string;
  title: string;
  lead: string;
  actions?: CtaAction[];
  /** "dark" paints the hero with the theme's secondary colour (the developer landing). */
  tone?: "light" | "dark";
  children?: ReactNode;
};

/** The top of a page: its one h1, a lead paragraph and the main calls to action. */
export function PageHero({ eyebrow, title, lead, actions = [], tone = "light", children }: Props) {
  const dark = tone === "dark";
  return (
    <Box
      component="section"
      aria-labelledby="page-title"
      sx={{
        py: { xs: 7, md: 11 },
        bgcolor: dark ? "secondary.main" : "background.paper",
        color: dark ? "secondary.contrastText" : "text.primary",
        backgroundImage: dark
          ? "none"
          : "radial-gradient(circle at 85% 10%, rgba(29,78,216,0.10), transparent 45%)",
        borderBottom: dark ? 0 : 1,
        borderColor: "divider",
      }}
    >
      <Container maxWidth="lg">
        <Box sx={{ maxWidth: 760 }}>
          {eyebrow ? (
            <Typography
              component="p"
              sx={{
                fontWeight: 700,
                letterSpacing: "0.08em",
                textTransform: "uppercase",
                fontSize: "0.85rem",
                color: dark ? "primary.main" : "primary.main",
                mb: 2,
              }}
            >
              {eyebrow}
            </Typography>
          ) : null}
          <Typography variant="h1" id="page-title">
            {title}
          </Typography>
          <Typography
            component="p"
            sx={{ mt: 3, fontSize: { xs: "1.1rem", md: "1.25rem" }, opacity: dark ? 0.92 : 1 }}
            color={dark ? "inherit" : "text.secondary"}
          >
            {lead}
          </Typography>
          {actions.length > 0 ? <CtaButtons actions={actions} inverse={dark} /> : null}
          {children}
        </Box>
      </Container>
    </Box>
  );
}
