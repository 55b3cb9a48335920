"use client";

import { type MatchTips as MatchTipsAnswer, renderMatchTip } from "@encaja/contracts";
import Button from "@mui/material/Button";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { SectionCard } from "@/components/SectionCard";
import text from "@/components/text.module.css";
import { useCall, useEarly } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import type { AppLocale } from "@/lib/format/locale";

/** The tips as a list, each re-rendered in the page's language from its raw params. */
function TipList({ answer }: { answer: MatchTipsAnswer }) {
  const locale = useLocale() as AppLocale;
  return (
    <ul className={`${text.bullets} ${text.small} ${text.spacedItems}`}>
      {answer.tips.map((tip) => (
        <li key={`${tip.kind}-${String(tip.params.skill ?? "")}`}>
          {renderMatchTip(tip.kind, tip.offers, tip.params, locale).text}
        </li>
      ))}
    </ul>
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
      <p className={`${text.small} ${text.muted} ${text.spaceBelow}`}>
        {t("lead", { offers: tips.data.offersConsidered })}
      </p>
      {tips.data.tips.length ? (
        <TipList answer={tips.data} />
      ) : (
        <p className={text.body}>{t("none")}</p>
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
    <div className={text.gapAbove}>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((o) => !o)}
      >
        {t("show")}
      </Button>
      {open ? (
        <section id={regionId} aria-label={t("regionLabel")} className={text.gapAbove}>
          {tips.isError ? (
            <p className={`${text.small} ${text.error}`}>{t("loadError")}</p>
          ) : !tips.data ? (
            <p className={text.small}>{t("loading")}</p>
          ) : tips.data.tips.length ? (
            <TipList answer={tips.data} />
          ) : (
            <p className={text.small}>{t("noneForOne")}</p>
          )}
        </section>
      ) : null}
    </div>
  );
}
