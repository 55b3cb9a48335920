import { enUS, esES } from "@mui/material/locale";
import { createTheme, type Theme, type ThemeOptions } from "@mui/material/styles";

const fontFamily = [
  "system-ui",
  "-apple-system",
  '"Segoe UI"',
  "Roboto",
  '"Helvetica Neue"',
  "Arial",
  "sans-serif",
].join(",");

/**
 * Status colours dark enough for white text at WCAG AA (≥ 4.5:1): MUI's defaults for info
 * and warning are not (filled chips of filled or paused offers failed axe).
 */
const statusPalette = {
  success: { main: "#15803d", contrastText: "#ffffff" },
  warning: { main: "#b45309", contrastText: "#ffffff" },
  info: { main: "#0369a1", contrastText: "#ffffff" },
  error: { main: "#b91c1c", contrastText: "#ffffff" },
} as const;

const shared: ThemeOptions = {
  typography: {
    fontFamily,
    h1: { fontSize: "clamp(2rem, 5vw, 3.25rem)", fontWeight: 800, lineHeight: 1.1 },
    h2: { fontSize: "clamp(1.6rem, 3.5vw, 2.25rem)", fontWeight: 700, lineHeight: 1.2 },
    h3: { fontSize: "1.25rem", fontWeight: 700 },
    button: { textTransform: "none", fontWeight: 700 },
  },
  shape: { borderRadius: 10 },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: "hover" } },
    // Spinners only turn: a transform the compositor animates. The growing arc is a stroke
    // animation the main thread repaints every frame, which a page rendering in slices behind
    // the spinner pays for (decision 0076).
    MuiCircularProgress: { defaultProps: { disableShrink: true } },
  },
};

const defaultOptions: ThemeOptions = {
  ...shared,
  palette: {
    mode: "light",
    ...statusPalette,
    primary: { main: "#1d4ed8", contrastText: "#ffffff" },
    secondary: { main: "#0f766e", contrastText: "#ffffff" },
    background: { default: "#f8fafc", paper: "#ffffff" },
    text: { primary: "#0f172a", secondary: "#475569" },
  },
};

/** The developer landing theme (ARCHITECTURE §4): yellow primary, dark secondary. */
const developerOptions: ThemeOptions = {
  ...shared,
  palette: {
    mode: "light",
    ...statusPalette,
    primary: { main: "#facc15", dark: "#eab308", light: "#fde047", contrastText: "#111827" },
    secondary: { main: "#111827", light: "#1f2937", contrastText: "#ffffff" },
    background: { default: "#fafaf9", paper: "#ffffff" },
    text: { primary: "#111827", secondary: "#44403c" },
  },
};

/**
 * MUI's own texts (autocomplete open/close/clear, pagination, alerts) in the page's language.
 * MUI's Spanish pack says "Abierto" for the open button; the action is "Abrir".
 */
export const muiLocales = {
  es: {
    components: {
      ...esES.components,
      MuiAutocomplete: {
        defaultProps: {
          ...esES.components?.MuiAutocomplete?.defaultProps,
          openText: "Abrir",
          closeText: "Cerrar",
        },
      },
    },
  },
  en: enUS,
} as const;

export type ThemeLocale = keyof typeof muiLocales;
export type ThemeKind = "default" | "developer";

const options: Record<ThemeKind, ThemeOptions> = {
  default: defaultOptions,
  developer: developerOptions,
};
const built = new Map<string, Theme>();

/**
 * The default Encaja theme (companies, legal pages, the app) or the developer landing theme, in
 * one language. Built on first use and kept: a page needs one of the four, and creating all of
 * them when the module loaded cost every page's hydration time.
 */
export function themeFor(kind: ThemeKind, locale: ThemeLocale): Theme {
  const key = `${kind}:${locale}`;
  let theme = built.get(key);
  if (!theme) {
    theme = createTheme(options[kind], muiLocales[locale]);
    built.set(key, theme);
  }
  return theme;
}

/** Paths (without locale prefix) that use the developer theme. */
export const developerThemePaths: readonly string[] = ["/developers"];
