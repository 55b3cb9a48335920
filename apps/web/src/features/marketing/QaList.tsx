import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/** Frequently asked questions: each question an h3 followed by its answer. */
export function QaList({ items }: { items: Array<{ q: string; a: string }> }) {
  return (
    <Box sx={{ display: "grid", gap: 4, gridTemplateColumns: { md: "repeat(2, 1fr)" } }}>
      {items.map((item) => (
        <div key={item.q}>
          <Typography variant="h3">{item.q}</Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {item.a}
          </Typography>
        </div>
      ))}
    </Box>
  );
}
