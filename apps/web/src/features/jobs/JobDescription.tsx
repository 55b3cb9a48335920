import Markdown from "react-markdown";
import styles from "./job.module.css";

/**
 * A job description: markdown rendered without raw HTML (HTML in the source is dropped, so
 * a `<script>` is never a script) and with react-markdown's URL filter (no `javascript:`).
 * Headings start at h2: the job title is the page's h1.
 */
export function JobDescription({ markdown }: { markdown: string }) {
  return (
    <div className={styles.description}>
      <Markdown
        skipHtml
        components={{ h1: "h2", h2: "h3", h3: "h4", h4: "h5", h5: "h6", img: () => null }}
      >
        {markdown}
      </Markdown>
    </div>
  );
}
