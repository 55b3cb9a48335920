"use client";

import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Toolbar from "@mui/material/Toolbar";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Link, usePathname } from "@/i18n/navigation";
import { useToken } from "../session/useToken";
import { HeaderNavLink } from "./HeaderNavLink";
import { LanguageSwitch } from "./LanguageSwitch";
import { MobileNav } from "./MobileNav";
import { isCurrent, navItems, signInPath } from "./navItems";

// Loaded only when a session token exists, so visitors do not download the account UI.
const SignedInHeader = dynamic(() => import("../shell/SignedInHeader"), {
  ssr: false,
  loading: () => <Box sx={{ flexGrow: 1 }} />,
});

export function SiteHeader() {
  const t = useTranslations("Common");
  const pathname = usePathname();
  const token = useToken();

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: "divider" }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: 64 }}>
          <Box
            component={Link}
            href="/"
            sx={{
              fontWeight: 800,
              fontSize: "1.4rem",
              color: "text.primary",
              textDecoration: "none",
              letterSpacing: "-0.02em",
            }}
          >
            {t("brand")}
          </Box>
          {token ? (
            <SignedInHeader pathname={pathname} />
          ) : (
            <>
              <Box
                component="nav"
                aria-label={t("nav.label")}
                sx={{ display: { xs: "none", md: "flex" }, flexGrow: 1, justifyContent: "center" }}
              >
                <Box
                  component="ul"
                  sx={{ display: "flex", gap: 0.5, listStyle: "none", m: 0, p: 0 }}
                >
                  {navItems.map((item) => {
                    const current = isCurrent(item.href, pathname);
                    return (
                      <li key={item.key}>
                        <HeaderNavLink href={item.href} current={current}>
                          {t(`nav.${item.key}`)}
                        </HeaderNavLink>
                      </li>
                    );
                  })}
                </Box>
              </Box>
              <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
              <Button
                component={Link}
                href={signInPath}
                variant="outlined"
                color="inherit"
                sx={{ display: { xs: "none", md: "inline-flex" } }}
              >
                {t("nav.signIn")}
              </Button>
              <LanguageSwitch />
              <MobileNav pathname={pathname} />
            </>
          )}
        </Toolbar>
      </Container>
    </AppBar>
  );
}
