"use client";

import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { AppRouterCacheProvider } from "@mui/material-nextjs/v16-appRouter";
import { useLocale } from "next-intl";
import type { ReactNode } from "react";
import { usePathname } from "@/i18n/navigation";
import { developerThemePaths, themeFor } from "./themes";

/**
 * Emotion SSR cache plus the theme for the current page (yellow/dark only on /developers), with
 * MUI's built-in texts in the page's language.
 */
export function ThemeRegistry({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const locale = useLocale() === "en" ? "en" : "es";
  const theme = themeFor(developerThemePaths.includes(pathname) ? "developer" : "default", locale);
  return (
    <AppRouterCacheProvider>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
