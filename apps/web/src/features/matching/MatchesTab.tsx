"use client";

import type { Match, MatchRankingKind } from "@encaja/contracts";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { QueryList } from "@/components/QueryList";
import { useAddCandidate } from "@/features/pipeline/queries";
import { useToast } from "@/features/toast/ToastProvider";
import { apiErrorMessage } from "@/lib/api/errors";
import type { AppLocale } from "@/lib/format/locale";
import { AddToPipelineDialog } from "./AddToPipelineDialog";
import { MatchCard } from "./MatchCard";
import { useInvite, useMatches } from "./queries";
import { RankingSwitch } from "./RankingSwitch";

/** The offer's ranked developers, each with its explained score; add or invite in one click. */
export function MatchesTab({ offerId }: { offerId: string }) {
  const t = useTranslations("Matches");
  const locale = useLocale() as AppLocale;
  const toast = useToast();
  const [includeExcluded, setIncludeExcluded] = useState(false);
  const [ranking, setRanking] = useState<MatchRankingKind>("adjusted");
  const [overriding, setOverriding] = useState<Match | null>(null);
  const matches = useMatches(offerId, includeExcluded, ranking);
  const add = useAddCandidate(offerId);
  const invite = useInvite(offerId);
  const items = matches.data?.pages.flatMap((p) => p.items) ?? [];

  const addMatch = (match: Match) => {
    if (match.excluded) return setOverriding(match);
    add.mutate(
      { developerId: match.developer.professionalId, origin: "matching_algorithm" },
      {
        onSuccess: () => toast.success(t("add.added", { name: match.developer.name })),
        onError: (error) => toast.error(apiErrorMessage(error, locale)),
      },
    );
  };
  const inviteMatch = (match: Match) =>
    invite.mutate(match.developer.professionalId, {
      onSuccess: (result) => {
        const skipped = result.skipped[0];
        if (skipped)
          toast.error(t(`inviteSkipped.${skipped.reason}`, { name: match.developer.name }));
        else toast.success(t("invited", { name: match.developer.name }));
      },
      onError: (error) => toast.error(apiErrorMessage(error, locale)),
    });

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ justifyContent: "space-between", alignItems: "center", flexWrap: "wrap" }}
      >
        <Typography color="text.secondary">{t("intro")}</Typography>
        <FormControlLabel
          control={
            <Switch
              checked={includeExcluded}
              onChange={(e) => setIncludeExcluded(e.target.checked)}
            />
          }
          label={t("includeExcluded")}
        />
      </Stack>
      <RankingSwitch
        kind={ranking}
        ranking={matches.data?.pages[0]?.ranking}
        onChange={setRanking}
      />
      <QueryList
        query={matches}
        items={items}
        loadError={(error) => apiErrorMessage(error, locale)}
        empty={<Typography color="text.secondary">{t("empty")}</Typography>}
      >
        {(shown) => (
          <Stack
            component="ol"
            spacing={2}
            aria-label={t("listLabel")}
            sx={{ p: 0, m: 0, listStyle: "none" }}
          >
            {shown.map((match, index) => (
              <li key={match.developer.professionalId}>
                <MatchCard
                  match={match}
                  rank={index + 1}
                  busy={add.isPending || invite.isPending}
                  onAdd={() => addMatch(match)}
                  onInvite={() => inviteMatch(match)}
                />
              </li>
            ))}
          </Stack>
        )}
      </QueryList>
      <LoadMoreButton query={matches} label={t("more")} />
      {overriding ? (
        <AddToPipelineDialog
          offerId={offerId}
          match={overriding}
          onClose={() => setOverriding(null)}
        />
      ) : null}
    </Stack>
  );
}
