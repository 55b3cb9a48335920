/** Public contact addresses shown on marketing pages. */
export const SALES_EMAIL = "empresas@encaja.dev";
export const salesMailto = `mailto:${SALES_EMAIL}`;
