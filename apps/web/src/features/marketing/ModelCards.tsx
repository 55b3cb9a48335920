import { Link } from "@/i18n/navigation";
import styles from "./marketing.module.css";
import type { ModelCard } from "./types";

/** Two or more cards that each lead to a page with the details. */
export function ModelCards({ cards }: { cards: ModelCard[] }) {
  return (
    <div className={styles.pairs}>
      {cards.map((card) => (
        <div key={card.href} className={`${styles.card} ${styles.modelCard}`}>
          <h3 className={styles.h3}>{card.title}</h3>
          <p className={styles.modelText}>{card.body}</p>
          <Link href={card.href} className={styles.link}>
            {card.linkLabel}
          </Link>
        </div>
      ))}
    </div>
  );
}
