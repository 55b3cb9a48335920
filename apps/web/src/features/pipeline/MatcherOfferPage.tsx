"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { MatchesTab } from "@/features/matching/MatchesTab";
import { OfferPage } from "@/features/offers/OfferPage";
import { hashTab } from "@/features/offers/OfferTabs";
import { PipelineBoard } from "./PipelineBoard";
import { usePrefetchBoard } from "./queries";

/** /matchers/offer/{id}: the offer page with the pipeline board and the ranked matches. */
export function MatcherOfferPage({ id }: { id: string }) {
  const t = useTranslations("Pipeline.tabs");
  const [opensOnBoard] = useState(() => hashTab() === "pipeline");
  usePrefetchBoard(id, opensOnBoard);
  const tabs = useMemo(
    () => [
      { key: "pipeline", label: t("pipeline"), render: () => <PipelineBoard offerId={id} /> },
      { key: "matches", label: t("matches"), render: () => <MatchesTab offerId={id} /> },
    ],
    [t, id],
  );
  return <OfferPage id={id} extraTabs={tabs} />;
}
