import Paper from "@mui/material/Paper";
import { CardList } from "./CardList";
import { TitledText } from "./TitledText";
import type { TextItem } from "./types";

/** A grid of short feature cards (h3 + text). */
export function FeatureGrid({ items, columns = 3 }: { items: TextItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <CardList columns={columns}>
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
    </CardList>
  );
}
