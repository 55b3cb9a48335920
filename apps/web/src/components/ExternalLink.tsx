"use client";

import Link from "@mui/material/Link";
import type { ReactNode } from "react";

/**
 * A link off the site, opened in a new tab without handing it `window.opener`. `wrap` lets a
 * long URL shown as the text break anywhere instead of overflowing its column.
 */
export function ExternalLink({
  href,
  wrap = false,
  children,
}: {
  href: string;
  wrap?: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      sx={wrap ? { wordBreak: "break-all" } : undefined}
    >
      {children}
    </Link>
  );
}
