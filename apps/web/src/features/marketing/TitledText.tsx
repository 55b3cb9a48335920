import styles from "./marketing.module.css";

/** A card's or step's h3 and the secondary text under it. */
export function TitledText({
  title,
  body,
  gap = 1,
}: {
  title: string;
  body: string;
  gap?: 1 | 1.5;
}) {
  return (
    <>
      <h3 className={styles.h3}>{title}</h3>
      <p className={`${styles.text} ${gap === 1 ? styles.gap1 : styles.gap15}`}>{body}</p>
    </>
  );
}
