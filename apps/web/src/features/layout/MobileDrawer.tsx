"use client";

import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { isCurrent, navItems, signInPath } from "./navItems";

type Props = { id: string; open: boolean; pathname: string; onClose: () => void };

/** The header links in a drawer (small screens). Loaded the first time the menu opens. */
export default function MobileDrawer({ id, open, pathname, onClose }: Props) {
  const t = useTranslations("Common.nav");
  const items = [...navItems, { key: "signIn", href: signInPath } as const];
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box component="nav" id={id} aria-label={t("mobileLabel")} sx={{ width: 280 }}>
        <List>
          {items.map((item) => {
            const current = isCurrent(item.href, pathname);
            return (
              <ListItemButton
                key={item.key}
                component={Link}
                href={item.href}
                selected={current}
                aria-current={current ? "page" : undefined}
                onClick={onClose}
                sx={{ py: 1.5, fontWeight: 600 }}
              >
                {t(item.key)}
              </ListItemButton>
            );
          })}
        </List>
      </Box>
    </Drawer>
  );
}
