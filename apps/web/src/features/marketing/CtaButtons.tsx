import Stack from "@mui/material/Stack";
import { ButtonLink } from "@/components/ButtonLink";
import type { CtaAction } from "./types";

/** The call-to-action buttons of a hero or band; the first is the primary one. */
export function CtaButtons({
  actions,
  inverse = false,
}: {
  actions: CtaAction[];
  inverse?: boolean;
}) {
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mt: 4 }}>
      {actions.map((action, index) => {
        const variant = action.variant ?? (index === 0 ? "contained" : "outlined");
        return (
          <ButtonLink
            key={action.href}
            href={action.href}
            variant={variant}
            color={variant === "contained" ? "primary" : "inherit"}
            size="large"
            sx={{
              px: 3,
              py: 1.25,
              ...(inverse && variant !== "contained" ? { borderColor: "currentColor" } : {}),
            }}
          >
            {action.label}
          </ButtonLink>
        );
      })}
    </Stack>
  );
}
