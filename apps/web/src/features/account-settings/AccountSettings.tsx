"use client";

import { isAllowed, isInternalRole } from "@encaja/contracts";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ButtonLink";
import { PageHeading } from "@/components/PageHeading";
import { SectionCard } from "@/components/SectionCard";
import { ChangePasswordForm } from "@/features/account/ChangePasswordForm";
import { DeleteAccountForm } from "@/features/account/DeleteAccountForm";
import { AnalyticsConsentSection } from "@/features/analytics/AnalyticsConsentSection";
import { ApiKeysSection } from "@/features/integrations/api-keys/ApiKeysSection";
import { CalendarFeedSection } from "@/features/integrations/calendar-feed/CalendarFeedSection";
import NotificationSettingsForm from "@/features/notifications/NotificationSettingsForm";
import { useUser } from "@/features/session/Guard";
import { CompanySection } from "./CompanySection";
import { DataExportSection } from "./DataExportSection";
import { PlanUsageCard } from "./PlanUsageCard";
import { ProfileSection } from "./ProfileSection";
import { useTeam } from "./queries";
import { SessionsSection } from "./SessionsSection";

/** The owner cannot leave associates behind: the deletion form shows only once they are removed. */
function CustomerDeletion() {
  const t = useTranslations("AccountSettings.deletion");
  const team = useTeam();
  if (!team.data) return null;
  const associates = team.data.members.filter((m) => m.role === "customerAssociate").length;
  if (associates > 0) {
    return (
      <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
        <Typography>{t("ownerWithTeam", { count: associates })}</Typography>
        <ButtonLink href="/customers/dashboard/team" variant="outlined">
          {t("toTeam")}
        </ButtonLink>
      </Stack>
    );
  }
  return <DeleteAccountForm />;
}

/**
 * Settings of every role but developers (who keep /settings): profile and photo, the company
 * and its plan (customers), password, active sessions, notifications and account deletion.
 */
export function AccountSettings() {
  const t = useTranslations("AccountSettings");
  const user = useUser();
  const staff = isInternalRole(user.role);
  const customerSide = user.role === "customer" || user.role === "customerAssociate";
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading title={t("title")} lead={t("lead", { email: user.email })} />
      <Stack spacing={4}>
        {user.role === "developer" ? null : <ProfileSection />}
        {user.role === "customer" ? <CompanySection /> : null}
        {customerSide ? <PlanUsageCard /> : null}
        {customerSide ? (
          <SectionCard id="integrations" title={t("integrations.title")}>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t("integrations.lead")}
            </Typography>
            <ButtonLink href="/customers/dashboard/integrations" variant="outlined">
              {t("integrations.open")}
            </ButtonLink>
          </SectionCard>
        ) : null}
        {user.role === "superAdmin" ? <ApiKeysSection /> : null}
        {isAllowed("calendarFeeds.interviewer", user.role) ? (
          <CalendarFeedSection audience="interviewer" />
        ) : null}
        <SectionCard id="password" title={t("password.title")}>
          <ChangePasswordForm />
        </SectionCard>
        <SessionsSection />
        <SectionCard id="notifications" title={t("notifications.title")}>
          <NotificationSettingsForm />
        </SectionCard>
        <DataExportSection />
        <AnalyticsConsentSection />
        <SectionCard id="deletion" title={t("deletion.title")}>
          {staff ? (
            <Typography color="text.secondary">{t("deletion.staff")}</Typography>
          ) : user.role === "customer" ? (
            <CustomerDeletion />
          ) : (
            <DeleteAccountForm />
          )}
        </SectionCard>
      </Stack>
    </Container>
  );
}
