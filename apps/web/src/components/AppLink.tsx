"use client";

import MuiLink, { type LinkProps } from "@mui/material/Link";
import { Link } from "@/i18n/navigation";

type Props = Pick<LinkProps, "children" | "color" | "sx" | "underline" | "variant"> & {
  href: string;
};

/** An MUI text link: locale-aware for app paths, a plain anchor for mailto, fragments, external. */
export function AppLink({ href, ...props }: Props) {
  if (!href.startsWith("/")) return <MuiLink href={href} {...props} />;
  return <MuiLink component={Link} href={href} {...props} />;
}
