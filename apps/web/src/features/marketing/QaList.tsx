import styles from "./marketing.module.css";
import { TitledText } from "./TitledText";
import type { QaItem } from "./types";

/** Frequently asked questions: each question an h3 followed by its answer. */
export function QaList({ items }: { items: QaItem[] }) {
  return (
    <div className={styles.twoColumns}>
      {items.map((item) => (
        <div key={item.q}>
          <TitledText title={item.q} body={item.a} />
        </div>
      ))}
    </div>
  );
}
