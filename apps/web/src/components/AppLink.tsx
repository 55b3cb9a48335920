"use client";

import MuiLink, { type LinkProps } from "@mui/material/Link";
import { Link } from "@/i18n/navigation";

type Props = Pick<LinkProps, "children" | "color" | "sx" | "underline" | "variant"> & {
  href: string;
  /** Next.js prefetching of app paths: off by default (see `Link` in i18n/navigation). */
  prefetch?: boolean;
};

/** An MUI text link: locale-aware for app paths, a plain anchor for mailto, fragments, external. */
export function AppLink({ href, prefetch, ...props }: Props) {
  if (!href.startsWith("/")) return <MuiLink href={href} {...props} />;
  return <MuiLink component={Link} href={href} prefetch={prefetch} {...props} />;
}
