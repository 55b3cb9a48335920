"use client";

import { Link } from "@/i18n/navigation";
import styles from "./cards.module.css";
import text from "./text.module.css";

export type LinkCard = { href: string; title: string; summary: string };

/**
 * A grid of cards that each link to a page, with its title and a one-line summary. Plain HTML
 * with the outlined card's look (every signed-in home shows one).
 */
export function LinkCardGrid({
  cards,
  headingLevel: Heading,
  size = "regular",
}: {
  cards: LinkCard[];
  headingLevel: "h2" | "h3";
  size?: "regular" | "small";
}) {
  return (
    <ul className={`${styles.grid} ${styles[size]}`}>
      {cards.map((card) => (
        <li key={card.href}>
          <Link href={card.href} className={styles.link}>
            <Heading className={`${text.title} ${styles.linkTitle}`}>{card.title}</Heading>
            <span className={styles.summary}>{card.summary}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
