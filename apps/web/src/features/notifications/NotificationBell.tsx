"use client";

import type { Notification } from "@encaja/contracts";
import Badge from "@mui/material/Badge";
import IconButton from "@mui/material/IconButton";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import SvgIcon from "@mui/material/SvgIcon";
import { useLocale, useTranslations } from "next-intl";
import { useEffect } from "react";
import { useRouter } from "@/i18n/navigation";
import { useRealtime, useRealtimeFrames } from "../realtime/RealtimeProvider";
import { useMenuButton } from "../shell/useMenuButton";
import {
  useMarkAllRead,
  useMarkRead,
  useNotificationList,
  useRefreshNotifications,
  useUnreadCount,
} from "./queries";
import { kindKey, relativeTime, wordingValues } from "./wording";

const BELL_PATH =
  "M12 22c1.1 0 2-.9 2-2h-4c0 1.1.9 2 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z";

const POLL_WITHOUT_SOCKET_MS = 10_000;

/** The bell of the signed-in header: unread count, the latest notifications, live updates. */
export default function NotificationBell() {
  const t = useTranslations("Notifications");
  const locale = useLocale();
  const router = useRouter();
  const menu = useMenuButton();
  const realtime = useRealtime();
  const live = realtime.status === "open";
  const unread = useUnreadCount(live ? false : POLL_WITHOUT_SOCKET_MS);
  const list = useNotificationList(menu.isOpen);
  const refresh = useRefreshNotifications();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  useRealtimeFrames("notification", () => void refresh());
  useRealtimeFrames("unread", () => void refresh());
  // Each (re)authenticated socket catches up on what happened while it was not listening.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new connection refreshes
  useEffect(() => {
    if (realtime.connection > 0) void refresh();
  }, [realtime.connection]);

  const count = unread.data?.count ?? 0;
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const open = (n: Notification) => {
    menu.close();
    if (!n.readAt) markRead.mutate(n.id);
    if (n.link) router.push(n.link);
  };

  return (
    <>
      <IconButton {...menu.buttonProps} color="inherit" aria-label={t("bell.label", { count })}>
        <Badge badgeContent={count} color="error" max={99}>
          <SvgIcon aria-hidden="true">
            <path d={BELL_PATH} />
          </SvgIcon>
        </Badge>
      </IconButton>
      <Menu
        {...menu.menuProps}
        slotProps={{
          list: { "aria-labelledby": menu.buttonProps.id },
          paper: { sx: { width: 360 } },
        }}
      >
        <MenuItem disabled={count === 0} onClick={() => markAll.mutate()}>
          <ListItemText slotProps={{ primary: { fontWeight: 700 } }}>
            {t("bell.markAllRead")}
          </ListItemText>
        </MenuItem>
        {items.length === 0 && !list.isPending ? (
          <MenuItem disabled>
            <ListItemText>{t("bell.empty")}</ListItemText>
          </MenuItem>
        ) : null}
        {items.map((n) => (
          <MenuItem
            key={n.id}
            onClick={() => open(n)}
            sx={{ whiteSpace: "normal", bgcolor: n.readAt ? undefined : "action.hover" }}
          >
            <ListItemText
              primary={t(`kinds.${kindKey(n.kind)}`, wordingValues(n.params))}
              secondary={`${n.readAt ? "" : `${t("bell.unread")} · `}${relativeTime(n.createdAt, locale)}`}
              slotProps={{ primary: { fontWeight: n.readAt ? 400 : 700 } }}
            />
          </MenuItem>
        ))}
        {list.hasNextPage ? (
          <MenuItem onClick={() => void list.fetchNextPage()}>
            <ListItemText>{t("bell.loadMore")}</ListItemText>
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
}
