import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import styles from "./authCard.module.css";
import { LoginForm } from "./LoginForm";
import form from "./plainForm.module.css";
import { withCallback } from "./signIn";

type Props = {
  portal: "developer" | "customer";
  /** Where to go after signing in (a safe path), else the role's home. */
  callback: string | null;
  /** Where "create an account" points (customer portal: the company sign-up). */
  signupHref?: string;
  /** The "Continue with Google" address when the API offers it (`googleSignInHref`). */
  googleHref?: string | null;
};

/**
 * The sign-in form with its links (Google when offered, forgot password, sign up, the other
 * portal). On the sign-in pages this renders on the server: only the form is a client island,
 * the links are plain HTML (ADR 0040). Inside a client component (the hire flow's sign-in) it
 * renders there.
 */
export function SignInForm({ portal, callback, signupHref, googleHref }: Props) {
  const t = useTranslations("Auth.login");
  const tg = useTranslations("Auth.google");
  const otherPortal = portal === "developer" ? "/customers/login" : "/login";
  return (
    <>
      <LoginForm
        portal={portal}
        callback={callback}
        google={
          googleHref ? (
            <>
              <a className={`${form.wideButton} ${styles.outlined}`} href={googleHref}>
                <svg className={styles.googleIcon} viewBox="0 0 24 24" aria-hidden="true">
                  <path
                    fill="#4285F4"
                    d="M21.35 11.1H12v2.9h5.35c-.25 1.5-1.7 4.4-5.35 4.4-3.2 0-5.8-2.65-5.8-5.9s2.6-5.9 5.8-5.9c1.85 0 3.05.8 3.75 1.45l2.55-2.45C16.65 4.1 14.5 3.2 12 3.2 7.1 3.2 3.2 7.1 3.2 12s3.9 8.8 8.8 8.8c5.1 0 8.45-3.6 8.45-8.65 0-.6-.05-1-.1-1.05z"
                  />
                </svg>
                {tg("signin")}
              </a>
              <div className={styles.divider}>{tg("or")}</div>
            </>
          ) : null
        }
        forgot={
          <div className={styles.forgot}>
            <Link
              className={styles.link}
              href={portal === "customer" ? "/reset-password?portal=customer" : "/reset-password"}
            >
              {t("forgot")}
            </Link>
          </div>
        }
      />
      <div className={styles.links}>
        <TextLink
          text={t("noAccount")}
          link={portal === "developer" ? t("signupDeveloper") : t("signupCompany")}
          href={signupHref ?? (portal === "developer" ? "/signup" : "/hire/signup/new")}
        />
        <TextLink
          text={portal === "developer" ? t("areCompany") : t("areDeveloper")}
          link={portal === "developer" ? t("toCompanyLogin") : t("toDeveloperLogin")}
          href={withCallback(otherPortal, callback)}
        />
      </div>
    </>
  );
}

/** A sentence followed by an underlined link ("No account yet? Create your profile"). */
function TextLink({ text, link, href }: { text: string; link: string; href: string }) {
  return (
    <p className={styles.text}>
      {text}{" "}
      <Link className={styles.link} href={href}>
        {link}
      </Link>
    </p>
  );
}
