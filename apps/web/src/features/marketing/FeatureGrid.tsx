import { CardList } from "./CardList";
import styles from "./marketing.module.css";
import { TitledText } from "./TitledText";
import type { TextItem } from "./types";

/** A grid of short feature cards (h3 + text). */
export function FeatureGrid({ items, columns = 3 }: { items: TextItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <CardList columns={columns}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          <TitledText title={item.title} body={item.body} gap={1.5} />
        </li>
      ))}
    </CardList>
  );
}
