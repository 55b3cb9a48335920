"use client";

import Container from "@mui/material/Container";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { PageHeading } from "@/components/PageHeading";
import { CatalogPanel } from "./CatalogPanel";
import { SkillRelationsPanel } from "./relations/SkillRelationsPanel";
import type { CatalogTab } from "./types";

/**
 * /admin/catalog: skills and stacks, which superAdmin adds, renames and merges; and the skill
 * graph, where superAdmin relates skills with a strength.
 */
export function AdminCatalog() {
  const t = useTranslations("AdminCatalog");
  const [kind, setKind] = useState<CatalogTab>("skills");
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading title={t("title")} lead={t("lead")} />
      <Tabs
        value={kind}
        onChange={(_, value: CatalogTab) => setKind(value)}
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
        <Tab
          value="relations"
          label={t("tabs.relations")}
          id="catalog-tab-relations"
          aria-controls="catalog-panel"
        />
      </Tabs>
      <div role="tabpanel" id="catalog-panel" aria-labelledby={`catalog-tab-${kind}`}>
        {kind === "relations" ? <SkillRelationsPanel /> : <CatalogPanel key={kind} kind={kind} />}
      </div>
    </Container>
  );
}
