import { Link } from "@/i18n/navigation";
import styles from "./marketing.module.css";
import type { CtaAction } from "./types";

const variantClass = { contained: styles.contained, outlined: styles.outlined, text: styles.plain };

/** The call-to-action links of a hero or band, styled as buttons; the first is the primary one. */
export function CtaButtons({ actions }: { actions: CtaAction[] }) {
  return (
    <div className={styles.actions}>
      {actions.map((action, index) => {
        const variant = action.variant ?? (index === 0 ? "contained" : "outlined");
        const className = `${styles.button} ${variantClass[variant]}`;
        return action.href.startsWith("/") ? (
          <Link key={action.href} href={action.href} className={className}>
            {action.label}
          </Link>
        ) : (
          <a key={action.href} href={action.href} className={className}>
            {action.label}
          </a>
        );
      })}
    </div>
  );
}
