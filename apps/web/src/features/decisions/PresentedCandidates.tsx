"use client";

import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { CardList } from "@/components/CardList";
import { QueryList } from "@/components/QueryList";
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
      <QueryList
        query={list}
        items={list.data?.items ?? []}
        loadError={t("loadError")}
        empty={t("empty")}
        loading={<CircularProgress aria-label={t("loading")} size={28} />}
      >
        {(shown) => (
          <CardList>
            {shown.map((item) => (
              <PresentedCandidateCard key={item.candidateId} offerId={offerId} item={item} />
            ))}
          </CardList>
        )}
      </QueryList>
    </Paper>
  );
}
