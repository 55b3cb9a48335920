import Box from "@mui/material/Box";
import { TitledText } from "./TitledText";
import type { TextItem } from "./types";

/** Numbered steps of a process, as an ordered list. */
export function StepList({ steps }: { steps: TextItem[] }) {
  return (
    <Box
      component="ol"
      sx={{
        listStyle: "none",
        m: 0,
        p: 0,
        display: "grid",
        gap: 3,
        gridTemplateColumns: {
          xs: "1fr",
          sm: "repeat(2, 1fr)",
          md: `repeat(${Math.min(steps.length, 4)}, 1fr)`,
        },
      }}
    >
      {steps.map((step, index) => (
        <Box component="li" key={step.title} sx={{ display: "flex", gap: 2 }}>
          <Box
            aria-hidden="true"
            sx={{
              flexShrink: 0,
              width: 40,
              height: 40,
              borderRadius: "50%",
              display: "grid",
              placeItems: "center",
              fontWeight: 800,
              bgcolor: "primary.main",
              color: "primary.contrastText",
            }}
          >
            {index + 1}
          </Box>
          <div>
            <TitledText title={step.title} body={step.body} />
          </div>
        </Box>
      ))}
    </Box>
  );
}
