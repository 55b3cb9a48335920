"use client";

import Button from "@mui/material/Button";

/** A form's submit button, on its own line (as wide as its text), disabled while it saves. */
export function SaveButton({ saving, label }: { saving: boolean; label: string }) {
  return (
    <div>
      <Button type="submit" variant="contained" disabled={saving}>
        {label}
      </Button>
    </div>
  );
}
