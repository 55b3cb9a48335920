import { CtaButtons } from "./CtaButtons";
import styles from "./marketing.module.css";
import type { CtaAction } from "./types";

/** The closing call to action of a page. */
export function CtaBand({
  title,
  body,
  actions,
}: {
  title: string;
  body: string;
  actions: CtaAction[];
}) {
  return (
    <section aria-labelledby="cta-title" className={styles.section}>
      <div className="enc-container">
        <div className={styles.band}>
          <h2 className={styles.h2} id="cta-title">
            {title}
          </h2>
          <p className={styles.bandText}>{body}</p>
          <CtaButtons actions={actions} />
        </div>
      </div>
    </section>
  );
}
