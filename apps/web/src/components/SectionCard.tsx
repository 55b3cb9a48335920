import type { ReactNode } from "react";
import styles from "./cards.module.css";
import text from "./text.module.css";

/**
 * An outlined card that is a page section, labelled by its h2 (`<id>-title`). Plain HTML with the
 * outlined Paper's look: pages show several, and kit components are styled at every render.
 */
export function SectionCard({
  id,
  title,
  titleGutter = true,
  children,
}: {
  id: string;
  title: string;
  /** Space under the title; off when the content brings its own. */
  titleGutter?: boolean;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleGutter ? `${text.title} ${text.gutter}` : text.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
