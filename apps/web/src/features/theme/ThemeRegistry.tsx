"use client";

import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { AppRouterCacheProvider } from "@mui/material-nextjs/v16-appRouter";
import type { ReactNode } from "react";
import { usePathname } from "@/i18n/navigation";
import { defaultTheme, developerTheme, developerThemePaths } from "./themes";

/** Emotion SSR cache plus the theme for the current page (yellow/dark only on /developers). */
export function ThemeRegistry({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const theme = developerThemePaths.includes(pathname) ? developerTheme : defaultTheme;
  return (
    <AppRouterCacheProvider>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
