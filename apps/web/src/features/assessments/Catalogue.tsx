"use client";

import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ButtonLink";
import { QueryList } from "@/components/QueryList";
import { useCatalogue } from "./queries";
import { pick } from "./text";

/** `/assessments`: the public catalogue (never answers or hidden tests: the API sends none). */
export function Catalogue() {
  const t = useTranslations("Assessments");
  const locale = useLocale();
  const query = useCatalogue();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography component="h1" variant="h3" fontWeight={800} gutterBottom>
        {t("catalogue.title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 760 }}>
        {t("catalogue.lead")}
      </Typography>
      <QueryList
        query={query}
        items={query.data?.items ?? []}
        loadError={t("catalogue.loadError")}
        empty={t("catalogue.empty")}
        loading={<CircularProgress aria-label={t("catalogue.title")} />}
      >
        {(shown) => (
          <Grid container spacing={3} component="ul" sx={{ p: 0, listStyle: "none" }}>
            {shown.map((a) => {
              const count =
                a.kind === "code"
                  ? t("catalogue.tasks", { count: a.itemCount })
                  : t("catalogue.questions", { count: a.itemCount });
              return (
                <Grid key={a.id} size={{ xs: 12, md: 6 }} component="li">
                  <Card variant="outlined" sx={{ height: "100%" }}>
                    <CardContent>
                      <Chip size="small" label={t(`kinds.${a.kind}`)} sx={{ mb: 1 }} />
                      <Typography component="h2" variant="h6" fontWeight={700}>
                        {pick(a.title, locale)}
                      </Typography>
                      <Typography color="text.secondary" sx={{ my: 1 }}>
                        {pick(a.description, locale)}
                      </Typography>
                      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", gap: 1 }}>
                        <Chip size="small" variant="outlined" label={count} />
                        <Chip
                          size="small"
                          variant="outlined"
                          label={t("catalogue.duration", { minutes: a.durationMinutes })}
                        />
                        {a.passScore != null ? (
                          <Chip
                            size="small"
                            variant="outlined"
                            label={t("catalogue.passScore", { score: a.passScore })}
                          />
                        ) : null}
                        {a.skills.map((s) => (
                          <Chip
                            key={s.code}
                            size="small"
                            color="primary"
                            variant="outlined"
                            label={s.name}
                          />
                        ))}
                      </Stack>
                    </CardContent>
                  </Card>
                </Grid>
              );
            })}
          </Grid>
        )}
      </QueryList>
      <ButtonLink href="/dashboard/assessments" variant="contained" size="large" sx={{ mt: 4 }}>
        {t("catalogue.cta")}
      </ButtonLink>
    </Container>
  );
}
