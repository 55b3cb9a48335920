"use client";

import Button from "@mui/material/Button";

/** A settings form's submit button, on its own line, disabled while the form saves. */
export function SaveButton({ saving, label }: { saving: boolean; label: string }) {
  return (
    <div>
      <Button type="submit" variant="contained" disabled={saving}>
        {label}
      </Button>
    </div>
  );
}
