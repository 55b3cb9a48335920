"use client";

import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { LinkCardGrid } from "@/components/LinkCardGrid";
import { useUser } from "../session/Guard";
import { type NavKey, roleNav } from "../shell/roleNav";

/** "Your areas": link cards to the signed-in role's other sections (all but `current`). */
export function RoleAreas({ current }: { current: NavKey }) {
  const t = useTranslations("Account");
  const tn = useTranslations("Common.shell.nav");
  const user = useUser();
  const areas = roleNav[user.role].filter((item) => item.key !== current);
  if (areas.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="areas-title">
      <Typography id="areas-title" component="h2" variant="h5" fontWeight={700} sx={{ mb: 2 }}>
        {t("home.areasTitle")}
      </Typography>
      <LinkCardGrid
        headingLevel="h3"
        cards={areas.map((item) => ({
          href: item.href,
          title: tn(item.key),
          summary: t(`sections.${item.key}.summary`),
        }))}
      />
    </Box>
  );
}
