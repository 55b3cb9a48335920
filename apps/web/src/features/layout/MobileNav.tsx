"use client";

import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import SvgIcon from "@mui/material/SvgIcon";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";

const MobileDrawer = dynamic(() => import("./MobileDrawer"), { ssr: false });

const DRAWER_ID = "mobile-navigation";

function MenuIcon() {
  return (
    <SvgIcon aria-hidden="true">
      <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
    </SvgIcon>
  );
}

/** Small screens: a menu button that opens the header links in a drawer. */
export function MobileNav({ pathname }: { pathname: string }) {
  const t = useTranslations("Common.nav");
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  return (
    <Box sx={{ display: { xs: "block", md: "none" } }}>
      <IconButton
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        aria-label={t("openMenu")}
        aria-expanded={open}
        aria-controls={open ? DRAWER_ID : undefined}
        color="inherit"
        edge="end"
      >
        <MenuIcon />
      </IconButton>
      {loaded ? (
        <MobileDrawer
          id={DRAWER_ID}
          open={open}
          pathname={pathname}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </Box>
  );
}
