"use client";

import Alert, { type AlertProps } from "@mui/material/Alert";
import type { ButtonProps } from "@mui/material/Button";
import type { ReactNode } from "react";
import { ButtonLink } from "./ButtonLink";

/** An alert whose action is a small button to the page that deals with it. */
export function LinkAlert({
  severity,
  role,
  link,
  children,
}: {
  severity: AlertProps["severity"];
  role?: AlertProps["role"];
  link: { href: string; label: string } & Pick<ButtonProps, "variant" | "color">;
  children: ReactNode;
}) {
  const { href, label, ...look } = link;
  return (
    <Alert
      severity={severity}
      role={role}
      action={
        <ButtonLink href={href} size="small" {...look}>
          {label}
        </ButtonLink>
      }
    >
      {children}
    </Alert>
  );
}
