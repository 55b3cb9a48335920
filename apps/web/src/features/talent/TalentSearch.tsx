"use client";

import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { QueryList } from "@/components/QueryList";
import { apiErrorMessage } from "@/lib/api/errors";
import type { AppLocale } from "@/lib/format/locale";
import { useTalent } from "./queries";
import { filterProblems, talentQuery } from "./searchParams";
import { TalentFilters } from "./TalentFilters";
import { TalentResult } from "./TalentResult";

/** /dev-search: faceted talent search; the filters live in the URL (shareable, back button). */
export function TalentSearch() {
  const t = useTranslations("TalentSearch");
  const locale = useLocale() as AppLocale;
  const searchParams = useSearchParams();
  const query = talentQuery(new URLSearchParams(searchParams.toString()));
  const qs = query.toString();
  const problems = filterProblems(query);
  const talent = useTalent(qs, problems.length === 0);
  // The native history API updates useSearchParams without a server round trip: the
  // results are fetched by the client anyway. Each change is a history entry (back button).
  const go = useCallback((next: URLSearchParams) => {
    const text = next.toString();
    window.history.pushState(null, "", `${window.location.pathname}${text ? `?${text}` : ""}`);
  }, []);
  // While a new search runs, the previous search's results are kept for the facets only:
  // results for other words than those typed are never shown.
  const searching = talent.isPlaceholderData;
  const first = talent.data?.pages[0];
  const items = talent.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h3" fontWeight={800} sx={{ mb: 4 }}>
        {t("title")}
      </Typography>
      <Box sx={{ display: "grid", gap: 4, gridTemplateColumns: { xs: "1fr", md: "300px 1fr" } }}>
        <TalentFilters query={query} facets={first?.facets ?? null} onChange={go} />
        <Stack spacing={2} component="section" aria-label={t("results")}>
          {problems.map((p) => (
            <Alert key={p} severity="error" role="alert">
              {t(`problems.${p}`)}
            </Alert>
          ))}
          {first && !searching ? (
            <Typography role="status" color="text.secondary">
              {t("total", { count: first.facets.total })}
            </Typography>
          ) : null}
          {searching ? (
            <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
              <CircularProgress aria-label={t("searching")} />
            </Box>
          ) : (
            <QueryList
              query={talent}
              items={items}
              loadError={(error) => apiErrorMessage(error, locale)}
              empty={<Typography color="text.secondary">{t("empty")}</Typography>}
              loading={problems.length === 0 ? undefined : null}
            >
              {(cards) => (
                <>
                  <Typography variant="body2" color="text.secondary">
                    {cards[0]?.rank === null ? t("order") : t("orderText")}
                  </Typography>
                  {cards.map((card) => (
                    <TalentResult key={card.hashedId} card={card} />
                  ))}
                </>
              )}
            </QueryList>
          )}
          {searching ? null : <LoadMoreButton query={talent} label={t("more")} />}
        </Stack>
      </Box>
    </Container>
  );
}
