"use client";

import { roleLabels } from "@encaja/contracts";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ButtonLink";
import { LinkCardGrid } from "@/components/LinkCardGrid";
import { PageHeading } from "@/components/PageHeading";
import { DataExportSection } from "@/features/account-settings/DataExportSection";
import { Link, usePathname } from "@/i18n/navigation";
import { AnalyticsConsentSection } from "../analytics/AnalyticsConsentSection";
import { useUser } from "../session/Guard";
import { displayName, type NavKey } from "../shell/roleNav";
import { RoleAreas } from "./RoleAreas";

/** Sections whose empty state links somewhere useful, and where. */
const emptyStateLinks: Partial<Record<NavKey, string>> = {
  dashboard: "/jobs",
  applications: "/jobs",
  assessments: "/dashboard/profile",
  profile: "/settings",
  customerDashboard: "/hire",
  devSearch: "/hire",
};

type Props = {
  section: NavKey;
  /** Role homes greet the user and list the role's areas. */
  home?: boolean;
  /** Off when the children show the section's real content (the developer home lists applications). */
  emptyState?: boolean;
  children?: ReactNode;
};

/** A signed-in page: greeting (homes) or section title, the role's areas, an honest empty state. */
export function AccountPage({ section, home, emptyState = true, children }: Props) {
  const t = useTranslations("Account");
  const _tn = useTranslations("Common.shell.nav");
  const locale = useLocale();
  const user = useUser();
  const link = emptyStateLinks[section];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      {home ? (
        <PageHeading
          title={t("home.greeting", { name: displayName(user) })}
          lead={
            <>
              {t(`home.lead.${user.role}`)} · {roleLabels[user.role][locale]}
            </>
          }
          leadMaxWidth={720}
        />
      ) : (
        <Typography component="h1" variant="h3" fontWeight={800} sx={{ mb: 4 }}>
          {t(`sections.${section}.title`)}
        </Typography>
      )}

      {children}

      {emptyState ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, borderRadius: 3, mb: 5 }}>
          <Typography component="h2" variant="h6" fontWeight={700} gutterBottom>
            {t(`sections.${section}.emptyTitle`)}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: link ? 2 : 0 }}>
            {t(`sections.${section}.empty`)}
          </Typography>
          {link ? (
            <ButtonLink href={link} variant="contained">
              {t(`sections.${section}.action`)}
            </ButtonLink>
          ) : null}
        </Paper>
      ) : null}

      <RoleAreas current={section} />
    </Container>
  );
}

/** The settings navigation (labels under Account.settings). */
const settingsLinks = [
  { href: "/settings", key: "title" },
  { href: "/settings/personal-information", key: "personalInformation" },
  { href: "/settings/professional-information", key: "professionalInformation" },
  { href: "/settings/employment-preferences", key: "employmentPreferences" },
  { href: "/settings/work-availability", key: "workAvailability" },
  { href: "/settings/notifications", key: "notifications" },
  { href: "/settings/public-profile", key: "publicProfile" },
  { href: "/settings/new-password", key: "newPassword" },
  { href: "/settings/sessions", key: "sessions" },
  { href: "/settings/delete-account", key: "deleteAccount" },
] as const;

/** A settings page: title, intro and a form, with links to the other settings. */
export function SettingsPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  const t = useTranslations("Account.settings");
  const pathname = usePathname();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "1fr", md: "240px 1fr" },
          gap: { xs: 3, md: 5 },
          alignItems: "start",
        }}
      >
        <Box
          component="nav"
          aria-label={t("navLabel")}
          sx={{ position: { md: "sticky" }, top: { md: 88 } }}
        >
          <Box
            component="ul"
            sx={{
              listStyle: "none",
              p: 0,
              m: 0,
              display: "flex",
              flexDirection: { xs: "row", md: "column" },
              gap: 0.5,
              overflowX: { xs: "auto", md: "visible" },
              borderBottom: { xs: 1, md: 0 },
              borderColor: "divider",
              pb: { xs: 1, md: 0 },
            }}
          >
            {settingsLinks.map((item) => {
              const active = pathname === item.href;
              return (
                <Box component="li" key={item.href} sx={{ flexShrink: 0 }}>
                  <Box
                    component={Link}
                    href={item.href}
                    aria-current={active ? "page" : undefined}
                    sx={{
                      display: "block",
                      px: 1.5,
                      py: 1,
                      borderRadius: 2,
                      borderLeft: { md: 3 },
                      borderColor: { md: active ? "primary.main" : "transparent" },
                      color: active ? "primary.main" : "text.primary",
                      bgcolor: active ? "action.selected" : "transparent",
                      fontWeight: active ? 700 : 500,
                      textDecoration: "none",
                      whiteSpace: "nowrap",
                      "&:hover": { bgcolor: "action.hover" },
                      "&:focus-visible": { outline: 2, outlineColor: "primary.main" },
                    }}
                  >
                    {t(item.key)}
                  </Box>
                </Box>
              );
            })}
          </Box>
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <PageHeading title={title} lead={lead} />
          <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, borderRadius: 3 }}>
            {children}
          </Paper>
        </Box>
      </Box>
    </Container>
  );
}

/** /settings: the account settings available today. */
export function SettingsIndex() {
  const t = useTranslations("Account.settings");
  const user = useUser();
  return (
    <SettingsPage title={t("title")} lead={t("lead", { email: user.email })}>
      <LinkCardGrid
        headingLevel="h2"
        size="small"
        cards={settingsLinks
          .filter((item) => item.key !== "title")
          .map((item) => ({ href: item.href, title: t(item.key), summary: t(`${item.key}Help`) }))}
      />
      <Box sx={{ mt: 4 }}>
        <DataExportSection />
        <AnalyticsConsentSection />
      </Box>
    </SettingsPage>
  );
}

export function ChangePasswordPage({ children }: { children: ReactNode }) {
  const t = useTranslations("Account.changePassword");
  return (
    <SettingsPage title={t("title")} lead={t("lead")}>
      {children}
    </SettingsPage>
  );
}

export function DeleteAccountPage({ children }: { children: ReactNode }) {
  const t = useTranslations("Account.deleteAccount");
  return <SettingsPage title={t("title")}>{children}</SettingsPage>;
}
