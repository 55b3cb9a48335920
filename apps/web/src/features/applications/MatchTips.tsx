"use client";

import { type MatchTips as MatchTipsAnswer, renderMatchTip, routes } from "@encaja/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { SectionCard } from "@/components/SectionCard";
import { useCall, useEarly } from "@/lib/api/hooks";
import type { AppLocale } from "@/lib/format/locale";

/** The tips as a list, each re-rendered in the page's language from its raw params. */
function TipList({ answer }: { answer: MatchTipsAnswer }) {
  const locale = useLocale() as AppLocale;
  return (
    <Box component="ul" sx={{ m: 0, pl: 3, "& li": { mb: 1 } }}>
      {answer.tips.map((tip) => (
        <li key={`${tip.kind}-${String(tip.params.skill ?? "")}`}>
          <Typography variant="body2">
            {renderMatchTip(tip.kind, tip.offers, tip.params, locale).text}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

/** The dashboard's "how to match more": what most often kept the developer out of offers. */
export function MatchTipsCard() {
  const t = useTranslations("Applications.tips");
  const call = useCall();
  const early = useEarly();
  const tips = useQuery({
    queryKey: ["applications", "me", "match-tips"],
    queryFn: ({ signal }) => call(routes.applications.matchTips, {}, { signal }),
    ...early(routes.applications.matchTips, {}),
  });
  if (!tips.data || tips.data.offersConsidered === 0) return null;
  return (
    <SectionCard id="match-tips" title={t("title")}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t("lead", { offers: tips.data.offersConsidered })}
      </Typography>
      {tips.data.tips.length ? (
        <TipList answer={tips.data} />
      ) : (
        <Typography>{t("none")}</Typography>
      )}
    </SectionCard>
  );
}

/** A closed application's "what kept me out", fetched when the developer asks. */
export function ApplicationMatchTips({ applicationId }: { applicationId: string }) {
  const t = useTranslations("Applications.tips");
  const call = useCall();
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const tips = useQuery({
    queryKey: ["applications", "me", applicationId, "match-tips"],
    queryFn: ({ signal }) =>
      call(routes.applications.applicationMatchTips, { params: { id: applicationId } }, { signal }),
    enabled: open,
  });
  return (
    <Box sx={{ mt: 1 }}>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((o) => !o)}
      >
        {t("show")}
      </Button>
      {open ? (
        <Box id={regionId} role="region" aria-label={t("regionLabel")} sx={{ mt: 1 }}>
          {tips.isError ? (
            <Typography variant="body2" color="error">
              {t("loadError")}
            </Typography>
          ) : !tips.data ? (
            <Typography variant="body2">{t("loading")}</Typography>
          ) : tips.data.tips.length ? (
            <TipList answer={tips.data} />
          ) : (
            <Typography variant="body2">{t("noneForOne")}</Typography>
          )}
        </Box>
      ) : null}
    </Box>
  );
}
