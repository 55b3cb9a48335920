import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { ButtonLink } from "@/components/ButtonLink";

export type PlanCardProps = {
  id: string;
  name: string;
  price: string;
  tagline: string;
  includesLabel: string;
  features: string[];
  cta: { href: string; label: string };
  highlighted?: boolean;
};

/** One pricing plan: name, price, who it is for, what it includes and its call to action. */
export function PlanCard({
  id,
  name,
  price,
  tagline,
  includesLabel,
  features,
  cta,
  highlighted,
}: PlanCardProps) {
  const headingId = `plan-${id}`;
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        p: { xs: 3, md: 4 },
        borderRadius: 3,
        display: "flex",
        flexDirection: "column",
        borderWidth: highlighted ? 2 : 1,
        borderColor: highlighted ? "primary.main" : "divider",
      }}
    >
      <Typography variant="h3" id={headingId}>
        {name}
      </Typography>
      <Typography component="p" sx={{ mt: 1, fontSize: "2rem", fontWeight: 800 }}>
        {price}
      </Typography>
      <Typography color="text.secondary">{tagline}</Typography>
      <Typography component="p" sx={{ mt: 3, fontWeight: 700 }}>
        {includesLabel}
      </Typography>
      <Box component="ul" sx={{ mt: 1, mb: 3, pl: 2.5, display: "grid", gap: 1, flexGrow: 1 }}>
        {features.map((feature) => (
          <li key={feature}>
            <Typography>{feature}</Typography>
          </li>
        ))}
      </Box>
      <ButtonLink
        href={cta.href}
        variant={highlighted ? "contained" : "outlined"}
        size="large"
        sx={{ alignSelf: "flex-start" }}
      >
        {cta.label}
      </ButtonLink>
    </Paper>
  );
}
