import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import { TitledText } from "./TitledText";
import type { TextItem } from "./types";

/** A grid of short feature cards (h3 + text). */
export function FeatureGrid({ items, columns = 3 }: { items: TextItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: "none",
        m: 0,
        p: 0,
        display: "grid",
        gap: 3,
        gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", md: `repeat(${columns}, 1fr)` },
      }}
    >
      {items.map((item) => (
        <Paper
          component="li"
          key={item.title}
          variant="outlined"
          sx={{ p: 3, borderRadius: 3, height: "100%" }}
        >
          <TitledText title={item.title} body={item.body} gap={1.5} />
        </Paper>
      ))}
    </Box>
  );
}
