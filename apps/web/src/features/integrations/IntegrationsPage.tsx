"use client";

import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { PageHeading } from "@/components/PageHeading";
import { useUser } from "@/features/session/Guard";
import { ApiKeysSection } from "./api-keys/ApiKeysSection";
import { WebhooksSection } from "./webhooks/WebhooksSection";

/** /customers/dashboard/integrations: the company's connections to its own tools. */
export function IntegrationsPage() {
  const t = useTranslations("Integrations");
  const user = useUser();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading title={t("title")} lead={t("lead")} />
      <Stack spacing={4}>
        <ApiKeysSection />
        {/* Webhooks are company settings: the owner's alone. */}
        {user.role === "customer" ? <WebhooksSection /> : null}
      </Stack>
    </Container>
  );
}
