"use client";

import Alert from "@mui/material/Alert";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { PresentedCandidateCard } from "./PresentedCandidateCard";
import { usePresentedCandidates } from "./queries";

/** The candidates presented to the company for one of its offers, each with its decision. */
export function PresentedCandidates({ offerId }: { offerId: string }) {
  const t = useTranslations("Decisions.section");
  const list = usePresentedCandidates(offerId);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="presented-candidates"
      sx={{ p: 3, borderRadius: 3 }}
    >
      <Typography component="h2" variant="h6" fontWeight={700} id="presented-candidates">
        {t("title")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t("lead")}
      </Typography>
      {list.isError ? <Alert severity="error">{t("loadError")}</Alert> : null}
      {list.isPending ? <CircularProgress aria-label={t("loading")} size={28} /> : null}
      {list.data && list.data.items.length === 0 ? <Typography>{t("empty")}</Typography> : null}
      {list.data && list.data.items.length > 0 ? (
        <Stack component="ul" spacing={2} sx={{ listStyle: "none", p: 0, m: 0 }}>
          {list.data.items.map((item) => (
            <PresentedCandidateCard key={item.candidateId} offerId={offerId} item={item} />
          ))}
        </Stack>
      ) : null}
    </Paper>
  );
}
