import Box from "@mui/material/Box";
import Markdown from "react-markdown";

/**
 * A job description: markdown rendered without raw HTML (HTML in the source is dropped, so
 * a `<script>` is never a script) and with react-markdown's URL filter (no `javascript:`).
 * Headings start at h2: the job title is the page's h1.
 */
export function JobDescription({ markdown }: { markdown: string }) {
  return (
    <Box
      sx={{
        "& h2, & h3, & h4": { mt: 3, mb: 1, fontWeight: 700 },
        "& p": { my: 1.5, lineHeight: 1.7 },
        "& ul, & ol": { pl: 3 },
        "& a": { color: "primary.main" },
        "& code": { fontFamily: "monospace", bgcolor: "action.hover", px: 0.5, borderRadius: 0.5 },
        overflowWrap: "anywhere",
      }}
    >
      <Markdown
        skipHtml
        components={{ h1: "h2", h2: "h3", h3: "h4", h4: "h5", h5: "h6", img: () => null }}
      >
        {markdown}
      </Markdown>
    </Box>
  );
}
