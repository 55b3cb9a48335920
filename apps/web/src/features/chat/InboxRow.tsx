"use client";

import type { ChatInboxItem } from "@encaja/contracts";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import ListItemButton from "@mui/material/ListItemButton";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import type { AppLocale } from "@/lib/format/locale";
import { relativeTime } from "./relativeTime";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join("");

/** One conversation of the inbox: a link to /chats/{id}. */
export function InboxRow({ item }: { item: ChatInboxItem }) {
  const t = useTranslations("Chat.inbox");
  const locale = useLocale() as AppLocale;
  const last = item.lastMessage;
  const excerpt = !last
    ? t("noMessages")
    : last.excerpt || (last.hasAttachment ? t("attachmentOnly") : "");
  const unread = item.unreadCount > 0;
  return (
    <li>
      <ListItemButton
        component={Link}
        href={`/chats/${item.id}`}
        sx={{ gap: 2, alignItems: "flex-start", borderBottom: 1, borderColor: "divider" }}
      >
        <Avatar src={item.developer.photoUrl ?? undefined} alt="" sx={{ bgcolor: "primary.main" }}>
          {initials(item.developer.name)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1 }}>
            <Typography component="span" fontWeight={unread ? 800 : 600}>
              {item.developer.name}
            </Typography>
            {item.lastMessageAt ? (
              <Typography component="span" variant="caption" color="text.secondary">
                <time dateTime={item.lastMessageAt}>
                  {relativeTime(item.lastMessageAt, locale)}
                </time>
              </Typography>
            ) : null}
          </Box>
          <Typography
            variant="body2"
            color={unread ? "text.primary" : "text.secondary"}
            noWrap
            sx={{ fontWeight: unread ? 600 : 400 }}
          >
            {last?.side === "staff" && last.excerpt ? t("fromTeam", { text: excerpt }) : excerpt}
          </Typography>
          <Box sx={{ display: "flex", gap: 1, mt: 0.5, flexWrap: "wrap", alignItems: "center" }}>
            {unread ? (
              <Chip size="small" color="primary" label={t("unread", { count: item.unreadCount })} />
            ) : null}
            <Typography variant="caption" color="text.secondary">
              {item.assignedTo ? t("assignedTo", { name: item.assignedTo.name }) : t("unassigned")}
            </Typography>
          </Box>
        </Box>
      </ListItemButton>
    </li>
  );
}
