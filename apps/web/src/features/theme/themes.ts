import { createTheme, type ThemeOptions } from "@mui/material/styles";

const fontFamily = [
  "system-ui",
  "-apple-system",
  '"Segoe UI"',
  "Roboto",
  '"Helvetica Neue"',
  "Arial",
  "sans-serif",
].join(",");

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
  },
};

/** The default Encaja theme (companies, legal pages, the app). */
export const defaultTheme = createTheme({
  ...shared,
  palette: {
    mode: "light",
    primary: { main: "#1d4ed8", contrastText: "#ffffff" },
    secondary: { main: "#0f766e", contrastText: "#ffffff" },
    background: { default: "#f8fafc", paper: "#ffffff" },
    text: { primary: "#0f172a", secondary: "#475569" },
  },
});

/** The developer landing theme (DESIGN §4): yellow primary, dark secondary. */
export const developerTheme = createTheme({
  ...shared,
  palette: {
    mode: "light",
    primary: { main: "#facc15", dark: "#eab308", light: "#fde047", contrastText: "#111827" },
    secondary: { main: "#111827", light: "#1f2937", contrastText: "#ffffff" },
    background: { default: "#fafaf9", paper: "#ffffff" },
    text: { primary: "#111827", secondary: "#44403c" },
  },
});

/** Paths (without locale prefix) that use the developer theme. */
export const developerThemePaths: readonly string[] = ["/developers"];
