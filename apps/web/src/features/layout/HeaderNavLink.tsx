"use client";

import Button from "@mui/material/Button";
import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";

/** A header navigation link; the current page's is bold, underlined and aria-current. */
export function HeaderNavLink({
  href,
  current,
  children,
}: {
  href: string;
  current: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      component={Link}
      href={href}
      color="inherit"
      aria-current={current ? "page" : undefined}
      sx={{
        fontWeight: current ? 800 : 600,
        borderBottom: 2,
        borderColor: current ? "primary.main" : "transparent",
        borderRadius: 0,
      }}
    >
      {children}
    </Button>
  );
}
