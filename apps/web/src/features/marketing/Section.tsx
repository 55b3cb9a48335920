import type { ReactNode } from "react";
import styles from "./marketing.module.css";

type Props = {
  id: string;
  title: string;
  lead?: string;
  children?: ReactNode;
  muted?: boolean;
};

/** A titled page section (h2), labelled for assistive technology. */
export function Section({ id, title, lead, children, muted = false }: Props) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={muted ? `${styles.section} ${styles.muted}` : styles.section}
    >
      <div className="enc-container">
        <h2 className={styles.h2} id={headingId}>
          {title}
        </h2>
        {lead ? <p className={styles.sectionLead}>{lead}</p> : null}
        <div className={styles.sectionBody}>{children}</div>
      </div>
    </section>
  );
}
