import Box from "@mui/material/Box";
import { TitledText } from "./TitledText";
import type { QaItem } from "./types";

/** Frequently asked questions: each question an h3 followed by its answer. */
export function QaList({ items }: { items: QaItem[] }) {
  return (
    <Box sx={{ display: "grid", gap: 4, gridTemplateColumns: { md: "repeat(2, 1fr)" } }}>
      {items.map((item) => (
        <div key={item.q}>
          <TitledText title={item.q} body={item.a} />
        </div>
      ))}
    </Box>
  );
}
