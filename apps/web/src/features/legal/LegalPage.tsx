import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { AppLink } from "@/components/AppLink";

export type LegalSection = { id: string; title: string; body: string };

type Props = {
  title: string;
  updated: string;
  intro: string;
  tocLabel: string;
  sections: LegalSection[];
};

/** A legal document: title, date, intro, table of contents and numbered sections. */
export function LegalPage({ title, updated, intro, tocLabel, sections }: Props) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 9 } }}>
      <Typography variant="h1">{title}</Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {updated}
      </Typography>
      <Typography sx={{ mt: 3, fontSize: "1.1rem" }}>{intro}</Typography>
      <Box
        component="nav"
        aria-label={tocLabel}
        sx={{ mt: 4, p: 3, borderRadius: 2, border: 1, borderColor: "divider" }}
      >
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: "grid", gap: 0.75 }}>
          {sections.map((section) => (
            <li key={section.id}>
              <AppLink href={`#${section.id}`} underline="always">
                {section.title}
              </AppLink>
            </li>
          ))}
        </Box>
      </Box>
      {sections.map((section) => (
        <Box component="section" key={section.id} aria-labelledby={section.id} sx={{ mt: 5 }}>
          <Typography variant="h2" id={section.id} sx={{ fontSize: "1.5rem" }}>
            {section.title}
          </Typography>
          {section.body.split("\n\n").map((paragraph) => (
            <Typography key={paragraph} sx={{ mt: 1.5, lineHeight: 1.7 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
    </Container>
  );
}
