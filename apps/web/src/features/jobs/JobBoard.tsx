import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ButtonLink";
import { ClientMessages } from "@/features/i18n/ClientMessages";
import type { AppLocale } from "@/i18n/routing";
import type { RawSearchParams } from "@/lib/search/params";
import { JobCard } from "./JobCard";
import { JobFilters } from "./JobFilters";
import { jobSearchQuery } from "./searchParams";
import { fetchJobs } from "./server";

/**
 * /jobs (the latest open jobs) and /job-search (the same list with filters and facets, all in
 * the URL). Server-rendered: the results are in the HTML search engines and shared links get.
 */
export async function JobBoard({
  locale,
  searchParams,
  withFilters,
}: {
  locale: AppLocale;
  searchParams: RawSearchParams;
  withFilters: boolean;
}) {
  const t = await getTranslations({ locale, namespace: "Jobs" });
  const query = withFilters
    ? jobSearchQuery(searchParams)
    : jobSearchQuery({
        cursor: searchParams.cursor,
      });
  const list = await fetchJobs(query);
  const base = withFilters ? "/job-search" : "/jobs";
  const nextQuery = new URLSearchParams(query);
  if (list?.nextCursor) nextQuery.set("cursor", list.nextCursor);
  const firstPage = new URLSearchParams(query);
  firstPage.delete("cursor");

  return (
    <ClientMessages namespaces={["Jobs"]}>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography component="h1" variant="h3" fontWeight={800} gutterBottom>
          {withFilters ? t("search.title") : t("board.title")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
          {withFilters ? t("search.lead") : t("board.lead")}
        </Typography>
        <Box
          sx={{
            display: "grid",
            gridTemplateColumns: { xs: "1fr", md: withFilters ? "300px 1fr" : "1fr" },
            gap: 4,
            alignItems: "start",
          }}
        >
          {withFilters ? (
            <JobFilters query={query.toString()} facets={list?.facets ?? null} />
          ) : null}
          <Box component="section" aria-labelledby="job-results">
            <Stack
              direction={{ xs: "column", sm: "row" }}
              spacing={2}
              sx={{ justifyContent: "space-between", alignItems: { sm: "center" }, mb: 2 }}
            >
              <Typography id="job-results" component="h2" variant="h6" role="status">
                {list ? t("search.total", { count: list.facets.total }) : t("search.invalid")}
              </Typography>
              {withFilters ? null : (
                <ButtonLink href="/job-search" variant="outlined">
                  {t("board.toSearch")}
                </ButtonLink>
              )}
            </Stack>
            {list === null ? <Alert severity="warning">{t("search.invalidHelp")}</Alert> : null}
            {list && list.items.length === 0 ? (
              <Alert severity="info">{t("search.empty")}</Alert>
            ) : null}
            <Stack component="ul" spacing={2} sx={{ listStyle: "none", p: 0, m: 0 }}>
              {(list?.items ?? []).map((job) => (
                <li key={job.id}>
                  <JobCard job={job} from={`${base}${query.size ? `?${query}` : ""}`} />
                </li>
              ))}
            </Stack>
            <Stack
              direction="row"
              spacing={2}
              sx={{ mt: 3 }}
              component="nav"
              aria-label={t("search.pages")}
            >
              {query.has("cursor") ? (
                <ButtonLink href={`${base}${firstPage.size ? `?${firstPage}` : ""}`} variant="text">
                  {t("search.first")}
                </ButtonLink>
              ) : null}
              {list?.nextCursor ? (
                <ButtonLink href={`${base}?${nextQuery}`} variant="outlined">
                  {t("search.next")}
                </ButtonLink>
              ) : null}
            </Stack>
          </Box>
        </Box>
      </Container>
    </ClientMessages>
  );
}
