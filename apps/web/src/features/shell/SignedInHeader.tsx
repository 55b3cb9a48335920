"use client";

import { roleLabels } from "@encaja/contracts";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { HeaderNavLink } from "../layout/HeaderNavLink";
import { LanguageSwitch } from "../layout/LanguageSwitch";
import NotificationBell from "../notifications/NotificationBell";
import { useLogout, useSession } from "../session/useSession";
import { displayName, fullNameOf, isActive, roleNav } from "./roleNav";
import { useMenuButton } from "./useMenuButton";

/** The signed-in part of the header: the role's navigation, language switch, account menu. */
export default function SignedInHeader({ pathname }: { pathname: string }) {
  const t = useTranslations("Common");
  const locale = useLocale();
  const session = useSession();
  const logout = useLogout();
  const menu = useMenuButton();

  if (session.status !== "authenticated") {
    return (
      <>
        <Box sx={{ flexGrow: 1 }} />
        {session.status === "loading" ? null : (
          <Button component={Link} href="/login" variant="outlined" color="inherit">
            {t("nav.signIn")}
          </Button>
        )}
        <LanguageSwitch />
      </>
    );
  }

  const user = session.user;
  const items = roleNav[user.role];
  const name = fullNameOf(user);
  const close = menu.close;

  return (
    <>
      <Box
        component="nav"
        aria-label={t("shell.navLabel")}
        sx={{ display: { xs: "none", md: "flex" }, flexGrow: 1, justifyContent: "center" }}
      >
        <Box component="ul" sx={{ display: "flex", gap: 0.5, listStyle: "none", m: 0, p: 0 }}>
          {items.map((item) => {
            const current = isActive(item, pathname, items);
            return (
              <li key={item.key}>
                <HeaderNavLink href={item.href} current={current}>
                  {t(`shell.nav.${item.key}`)}
                </HeaderNavLink>
              </li>
            );
          })}
        </Box>
      </Box>
      <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
      <NotificationBell />
      <LanguageSwitch />
      <Button
        {...menu.buttonProps}
        color="inherit"
        aria-label={t("shell.accountMenu", { name })}
        sx={{ gap: 1, textTransform: "none", minWidth: 0 }}
      >
        <Avatar
          alt=""
          src={"photoURL" in user && user.photoURL ? user.photoURL : undefined}
          sx={{ width: 32, height: 32, bgcolor: "primary.main", fontSize: 16 }}
        >
          {displayName(user).slice(0, 1).toUpperCase()}
        </Avatar>
        <Box component="span" sx={{ display: { xs: "none", sm: "inline" }, fontWeight: 600 }}>
          {displayName(user)}
        </Box>
      </Button>
      <Menu {...menu.menuProps} slotProps={{ list: { "aria-labelledby": menu.buttonProps.id } }}>
        <Box sx={{ px: 2, py: 1, maxWidth: 320 }}>
          <Typography fontWeight={700}>{name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: "break-all" }}>
            {user.email}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {roleLabels[user.role][locale]}
          </Typography>
        </Box>
        <Divider />
        {items.map((item) => (
          <MenuItem
            key={item.key}
            component={Link}
            href={item.href}
            onClick={close}
            sx={{ display: { md: "none" } }}
          >
            <ListItemText>{t(`shell.nav.${item.key}`)}</ListItemText>
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemText>{t("shell.signOut")}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
