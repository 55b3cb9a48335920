import Box from "@mui/material/Box";
import Markdown from "react-markdown";

/**
 * Markdown from our own content (assessment statements, quiz questions), rendered the safe way
 * job descriptions are: raw HTML in the source is dropped (`skipHtml`), react-markdown's URL
 * filter removes `javascript:` links, images are not rendered.
 */
export function MarkdownText({ markdown }: { markdown: string }) {
  return (
    <Box
      sx={{
        "& p": { my: 1, lineHeight: 1.7 },
        "& p:first-of-type": { mt: 0 },
        "& ul, & ol": { pl: 3, my: 1 },
        "& code": {
          fontFamily: "ui-monospace, Menlo, monospace",
          bgcolor: "action.hover",
          px: 0.5,
          borderRadius: 0.5,
        },
        "& pre": { p: 1.5, bgcolor: "action.hover", borderRadius: 1, overflowX: "auto" },
        "& pre code": { p: 0, bgcolor: "transparent" },
        overflowWrap: "anywhere",
      }}
    >
      <Markdown
        skipHtml
        components={{ h1: "h3", h2: "h4", h3: "h5", h4: "h6", h5: "h6", img: () => null }}
      >
        {markdown}
      </Markdown>
    </Box>
  );
}

const inlineElements = ["p", "em", "strong", "code", "del"];

/**
 * One line of markdown inside phrasing content (a legend, a label): only emphasis, strong and
 * inline code; anything else (links, lists, HTML) is reduced to its text.
 */
export function InlineMarkdown({ markdown }: { markdown: string }) {
  return (
    <Markdown
      skipHtml
      allowedElements={inlineElements}
      unwrapDisallowed
      components={{
        p: ({ children }) => <>{children}</>,
        code: ({ children }) => (
          <Box
            component="code"
            sx={{
              fontFamily: "ui-monospace, Menlo, monospace",
              bgcolor: "action.hover",
              px: 0.5,
              borderRadius: 0.5,
            }}
          >
            {children}
          </Box>
        ),
      }}
    >
      {markdown}
    </Markdown>
  );
}
