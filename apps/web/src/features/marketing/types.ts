export type CtaAction = {
  href: string;
  label: string;
  variant?: "contained" | "outlined" | "text";
};

export type TextItem = { title: string; body: string };
