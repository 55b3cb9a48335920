import type { SxProps, Theme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { AppLink } from "@/components/AppLink";

/** A sentence followed by an underlined link ("Already have an account? Sign in"). */
export function TextLink({
  text,
  link,
  href,
  sx,
}: {
  text: string;
  link: string;
  href: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Typography sx={sx}>
      {text}{" "}
      <AppLink underline="always" href={href}>
        {link}
      </AppLink>
    </Typography>
  );
}
