import Box from "@mui/material/Box";
import { CardList } from "./CardList";
import { TitledText } from "./TitledText";
import type { TextItem } from "./types";

/** Numbered steps of a process, as an ordered list. */
export function StepList({ steps }: { steps: TextItem[] }) {
  return (
    <CardList ordered columns={Math.min(steps.length, 4)}>
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
    </CardList>
  );
}
