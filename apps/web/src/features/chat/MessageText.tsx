import Link from "@mui/material/Link";
import { linkify } from "./linkify";

/** A message's text as plain text: line breaks kept, http(s) links as safe anchors. */
export function MessageText({ text }: { text: string }) {
  // The parts cover the text end to end, so each one's offset is a stable key.
  let offset = 0;
  return (
    <span style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
      {linkify(text).map((part) => {
        const key = offset;
        offset += part.text.length;
        return part.kind === "link" ? (
          <Link
            key={key}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            color="inherit"
            underline="always"
          >
            {part.text}
          </Link>
        ) : (
          <span key={key}>{part.text}</span>
        );
      })}
    </span>
  );
}
