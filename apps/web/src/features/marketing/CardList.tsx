import type { ReactNode } from "react";
import styles from "./marketing.module.css";

const columnClass: Record<number, string | undefined> = {
  2: styles.cols2,
  3: styles.cols3,
  4: styles.cols4,
};

/** The responsive grid list of marketing cards and steps: one column, two, then `columns`. */
export function CardList({
  ordered = false,
  columns,
  children,
}: {
  ordered?: boolean;
  columns: number;
  children: ReactNode;
}) {
  const className = `${styles.grid} ${columnClass[columns] ?? ""}`;
  return ordered ? (
    <ol className={className}>{children}</ol>
  ) : (
    <ul className={className}>{children}</ul>
  );
}
