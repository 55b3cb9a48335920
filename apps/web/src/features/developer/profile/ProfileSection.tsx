"use client";

import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { type ReactNode, useId, useRef, useState } from "react";

/** A profile section: a title, what is saved and an Edit toggle showing the form. */
export function ProfileSection({
  id,
  title,
  view,
  edit,
  alwaysEdit,
}: {
  id: string;
  title: string;
  view?: ReactNode;
  edit?: (close: () => void) => ReactNode;
  alwaysEdit?: ReactNode;
}) {
  const t = useTranslations("Developer.profile");
  const [editing, setEditing] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => buttonRef.current?.focus());
  };
  return (
    <Paper
      id={id}
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 3, scrollMarginTop: 80 }}
    >
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 2 }}>
        <Typography id={headingId} component="h2" variant="h5" fontWeight={700}>
          {title}
        </Typography>
        {edit ? (
          <Button
            ref={buttonRef}
            variant={editing ? "text" : "outlined"}
            onClick={() => (editing ? close() : setEditing(true))}
            aria-expanded={editing}
            aria-label={
              editing ? t("cancelNamed", { section: title }) : t("editNamed", { section: title })
            }
          >
            {editing ? t("cancel") : t("edit")}
          </Button>
        ) : null}
      </Stack>
      {editing && edit ? edit(close) : view}
      {alwaysEdit}
    </Paper>
  );
}

export function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <Box
      component="dl"
      sx={{
        display: "grid",
        gridTemplateColumns: { xs: "1fr", sm: "220px 1fr" },
        columnGap: 2,
        rowGap: 1,
        m: 0,
        "& dt": { fontWeight: 700, color: "text.secondary" },
        "& dd": { m: 0, mb: { xs: 1, sm: 0 }, wordBreak: "break-word" },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: "contents" }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}
