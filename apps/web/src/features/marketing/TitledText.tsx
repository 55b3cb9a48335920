import Typography from "@mui/material/Typography";

/** A card's or step's h3 and the secondary text under it. */
export function TitledText({
  title,
  body,
  gap = 1,
}: {
  title: string;
  body: string;
  gap?: 1 | 1.5;
}) {
  return (
    <>
      <Typography variant="h3">{title}</Typography>
      <Typography color="text.secondary" sx={{ mt: gap }}>
        {body}
      </Typography>
    </>
  );
}
