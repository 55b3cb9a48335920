import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** One term of a description list (`<dl>`) and its value, in small text. */
export function DescriptionPair({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}
