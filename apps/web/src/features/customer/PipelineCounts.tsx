"use client";

import { type PipelineCounts as Counts, pipelineStages } from "@encaja/contracts";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";

/** An offer's pipeline as the customer sees it: how many developers at each stage. */
export function PipelineCounts({ pipeline, label }: { pipeline: Counts; label: string }) {
  const t = useTranslations("CustomerPortal.stages");
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        display: "grid",
        gridTemplateColumns: "repeat(auto-fill, minmax(110px, 1fr))",
        gap: 1,
        m: 0,
      }}
    >
      {pipelineStages.map((stage) => (
        <Box key={stage} sx={{ bgcolor: "action.hover", borderRadius: 2, px: 1.5, py: 1 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(stage)}
          </Typography>
          <Typography component="dd" variant="h6" fontWeight={700} sx={{ m: 0 }}>
            {pipeline[stage]}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
