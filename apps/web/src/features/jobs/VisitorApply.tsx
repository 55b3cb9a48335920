import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import styles from "./job.module.css";

/**
 * A visitor's way to apply: sign up with `project_id` (the onboarding applies at its offer
 * step), or sign in and come back to the job. Plain HTML: it shows at once, before any script.
 */
export function VisitorApply({ jobId }: { jobId: string }) {
  const t = useTranslations("Jobs.apply");
  return (
    <div className={styles.applyRow}>
      <Link href={`/signup?project_id=${jobId}`} className={styles.applyButton}>
        {t("apply")}
      </Link>
      <p className={styles.applyText}>
        {t("haveAccount")}{" "}
        <Link
          href={`/login?callback=${encodeURIComponent(`/jobs/${jobId}`)}`}
          className={styles.underline}
        >
          {t("signIn")}
        </Link>
      </p>
    </div>
  );
}
