import Container from "@mui/material/Container";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { PageHeading } from "@/components/PageHeading";
import { ClientMessages } from "../i18n/ClientMessages";

/** A step of the `/hire` flow after the first one: its h1, lead and client form. */
export async function HireStepPage({ step, children }: { step: "details"; children: ReactNode }) {
  const t = await getTranslations(`HireFlow.${step}`);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHeading title={t("title")} lead={t("lead")} />
      <ClientMessages namespaces={["HireFlow", "Forms"]}>{children}</ClientMessages>
    </Container>
  );
}
