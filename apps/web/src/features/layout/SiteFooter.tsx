import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { AppLink } from "@/components/AppLink";
import { CookiePreferencesButton } from "../analytics/CookiePreferencesButton";

const CONTACT_EMAIL = "hola@encaja.dev";

const columns = [
  {
    heading: "companiesHeading",
    links: [
      { key: "hire", href: "/hire" },
      { key: "pricing", href: "/pricing" },
      { key: "direct", href: "/pricing/direct" },
      { key: "staffing", href: "/pricing/staffing" },
    ],
  },
  {
    heading: "developersHeading",
    links: [
      { key: "developersLanding", href: "/developers" },
      { key: "apply", href: "/apply" },
      { key: "jobs", href: "/jobs" },
    ],
  },
  {
    heading: "legalHeading",
    links: [
      { key: "privacy", href: "/privacy" },
      { key: "terms", href: "/terms" },
      { key: "contact", href: `mailto:${CONTACT_EMAIL}` },
    ],
  },
] as const;

export async function SiteFooter() {
  const t = await getTranslations("Common");
  return (
    <Box
      component="footer"
      sx={{ mt: 8, py: 6, bgcolor: "#0f172a", color: "#e2e8f0", "& a": { color: "#f8fafc" } }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography component="p" sx={{ fontWeight: 800, fontSize: "1.4rem" }}>
              {t("brand")}
            </Typography>
            <Typography sx={{ mt: 1, maxWidth: 320 }}>{t("footer.tagline")}</Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Box
              component="nav"
              aria-label={t("footer.navLabel")}
              sx={{ display: "grid", gap: 3, gridTemplateColumns: { sm: "repeat(3, 1fr)" } }}
            >
              {columns.map((column) => (
                <div key={column.heading}>
                  <Typography component="h2" sx={{ fontWeight: 700, mb: 1, fontSize: "1rem" }}>
                    {t(`footer.${column.heading}`)}
                  </Typography>
                  <Box
                    component="ul"
                    sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}
                  >
                    {column.links.map((link) => (
                      <li key={link.key}>
                        {/* Not prefetched: nine server renders on every page view, for links
                            that are rarely followed (issue #21). */}
                        <AppLink href={link.href} underline="always" prefetch={false}>
                          {t(`footer.${link.key}`)}
                        </AppLink>
                      </li>
                    ))}
                  </Box>
                </div>
              ))}
            </Box>
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ mt: 5, color: "#cbd5e1" }}>
          {t("footer.rights", { year: new Date().getFullYear() })} {t("footer.madeIn")}
        </Typography>
        <CookiePreferencesButton />
      </Container>
    </Box>
  );
}
