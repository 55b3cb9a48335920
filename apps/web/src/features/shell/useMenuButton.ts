"use client";

import { type MouseEvent, useId, useState } from "react";

/**
 * A header button that opens a menu under its right edge: the props that tie the two together
 * for assistive tech (ids, aria-expanded, aria-controls) and for MUI's Menu, and `close`.
 * The menu names itself after the button: `slotProps.list["aria-labelledby"] = buttonProps.id`.
 */
export function useMenuButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const close = () => setAnchor(null);
  return {
    isOpen: Boolean(anchor),
    close,
    buttonProps: {
      id: buttonId,
      onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
      "aria-haspopup": "menu" as const,
      "aria-expanded": anchor ? true : undefined,
      "aria-controls": anchor ? menuId : undefined,
    },
    menuProps: {
      id: menuId,
      anchorEl: anchor,
      open: Boolean(anchor),
      onClose: close,
      anchorOrigin: { vertical: "bottom", horizontal: "right" } as const,
      transformOrigin: { vertical: "top", horizontal: "right" } as const,
    },
  };
}
