"use client";

import Avatar from "@mui/material/Avatar";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { CardListItem } from "@/components/CardList";

/** What a row's button does; `name` is its accessible name, which says whom it acts on. */
type RowAction = {
  label: string;
  name: string;
  color?: "error";
  onClick: () => void;
};

/**
 * One person on the team page (a member or a pending invitation): who, a line about them,
 * their role and the manager's button.
 */
export function TeamRow({
  photo,
  title,
  detail,
  role,
  action,
}: {
  /** A member's photo (null: the avatar's initial look); an invitation has no avatar at all. */
  photo?: string | null;
  title: string;
  detail: string;
  role?: string;
  action: RowAction | null;
}) {
  return (
    <CardListItem compact>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
        {photo === undefined ? null : <Avatar src={photo ?? undefined} alt="" />}
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography fontWeight={700}>{title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        </Stack>
        {role === undefined ? null : <Chip size="small" label={role} />}
        {action ? (
          <Button
            size="small"
            color={action.color}
            onClick={action.onClick}
            aria-label={action.name}
          >
            {action.label}
          </Button>
        ) : null}
      </Stack>
    </CardListItem>
  );
}
