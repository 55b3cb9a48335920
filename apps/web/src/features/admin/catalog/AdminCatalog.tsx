"use client";

import Container from "@mui/material/Container";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { PageHeading } from "@/components/PageHeading";
import { CatalogPanel } from "./CatalogPanel";
import type { CatalogKind } from "./types";

/** /admin/catalog: skills and stacks; superAdmin adds, renames and merges duplicates. */
export function AdminCatalog() {
  const t = useTranslations("AdminCatalog");
  const [kind, setKind] = useState<CatalogKind>("skills");
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading title={t("title")} lead={t("lead")} />
      <Tabs
        value={kind}
        onChange={(_, value: CatalogKind) => setKind(value)}
        aria-label={t("tabsLabel")}
        sx={{ mb: 3 }}
      >
        <Tab
          value="skills"
          label={t("tabs.skills")}
          id="catalog-tab-skills"
          aria-controls="catalog-panel"
        />
        <Tab
          value="stacks"
          label={t("tabs.stacks")}
          id="catalog-tab-stacks"
          aria-controls="catalog-panel"
        />
      </Tabs>
      <div role="tabpanel" id="catalog-panel" aria-labelledby={`catalog-tab-${kind}`}>
        <CatalogPanel key={kind} kind={kind} />
      </div>
    </Container>
  );
}
