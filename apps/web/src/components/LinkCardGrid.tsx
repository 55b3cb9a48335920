"use client";

import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { Link } from "@/i18n/navigation";

export type LinkCard = { href: string; title: string; summary: string };

/** How the cards look: type sizes, corners and columns. */
const looks = {
  regular: {
    heading: "h6",
    summary: "body1",
    radius: 3,
    columns: { xs: "1fr", sm: "1fr 1fr", md: "repeat(3, 1fr)" },
  },
  small: {
    heading: "subtitle1",
    summary: "body2",
    radius: 2,
    columns: { xs: "1fr", sm: "1fr 1fr" },
  },
} as const;

/** A grid of cards that each link to a page, with its title and a one-line summary. */
export function LinkCardGrid({
  cards,
  headingLevel,
  size = "regular",
}: {
  cards: LinkCard[];
  headingLevel: "h2" | "h3";
  size?: keyof typeof looks;
}) {
  const look = looks[size];
  return (
    <Box
      component="ul"
      sx={{
        display: "grid",
        gridTemplateColumns: look.columns,
        gap: 2,
        listStyle: "none",
        p: 0,
        m: 0,
      }}
    >
      {cards.map((card) => (
        <li key={card.href}>
          <Card variant="outlined" sx={{ height: "100%", borderRadius: look.radius }}>
            <CardActionArea component={Link} href={card.href} sx={{ height: "100%" }}>
              <CardContent>
                <Typography component={headingLevel} variant={look.heading} fontWeight={700}>
                  {card.title}
                </Typography>
                <Typography variant={look.summary} color="text.secondary">
                  {card.summary}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
