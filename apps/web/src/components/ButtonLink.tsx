"use client";

import Button, { type ButtonProps } from "@mui/material/Button";
import { Link } from "@/i18n/navigation";

type Props = Pick<ButtonProps, "children" | "color" | "fullWidth" | "size" | "sx" | "variant"> & {
  href: string;
};

/** An MUI button that navigates: locale-aware for app paths, a plain anchor for mailto/external. */
export function ButtonLink({ href, ...props }: Props) {
  if (!href.startsWith("/")) return <Button href={href} {...props} />;
  return <Button component={Link} href={href} {...props} />;
}
