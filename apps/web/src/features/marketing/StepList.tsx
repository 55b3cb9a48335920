import { CardList } from "./CardList";
import styles from "./marketing.module.css";
import { TitledText } from "./TitledText";
import type { TextItem } from "./types";

/** Numbered steps of a process, as an ordered list. */
export function StepList({ steps }: { steps: TextItem[] }) {
  return (
    <CardList ordered columns={Math.min(steps.length, 4)}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span aria-hidden="true" className={styles.stepNumber}>
            {index + 1}
          </span>
          <div>
            <TitledText title={step.title} body={step.body} />
          </div>
        </li>
      ))}
    </CardList>
  );
}
