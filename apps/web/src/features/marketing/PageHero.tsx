import type { ReactNode } from "react";
import { CtaButtons } from "./CtaButtons";
import styles from "./marketing.module.css";
import type { CtaAction } from "./types";

type Props = {
  eyebrow?: string;
  title: string;
  lead: string;
  actions?: CtaAction[];
  /** "dark" paints the hero with the theme's secondary colour (the developer landing). */
  tone?: "light" | "dark";
  children?: ReactNode;
};

/** The top of a page: its one h1, a lead paragraph and the main calls to action. */
export function PageHero({ eyebrow, title, lead, actions = [], tone = "light", children }: Props) {
  return (
    <section
      aria-labelledby="page-title"
      className={tone === "dark" ? styles.heroDark : styles.hero}
    >
      <div className="enc-container">
        <div className={styles.heroBody}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.h1} id="page-title">
            {title}
          </h1>
          <p className={styles.lead}>{lead}</p>
          {actions.length > 0 ? <CtaButtons actions={actions} /> : null}
          {children}
        </div>
      </div>
    </section>
  );
}
