export type CtaAction = {
  href: string;
  label: string;
  variant?: "contained" | "outlined" | "text";
};

export type TextItem = { title: string; body: string };

export type QaItem = { q: string; a: string };

export type ModelCard = TextItem & { href: string; linkLabel: string };
