import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import styles from "./authCard.module.css";
import { LoginForm } from "./LoginForm";
import { withCallback } from "./signIn";

type Props = {
  portal: "developer" | "customer";
  /** Where to go after signing in (a safe path), else the role's home. */
  callback: string | null;
  /** Where "create an account" points (customer portal: the company sign-up). */
  signupHref?: string;
};

/**
 * The sign-in form with its links (forgot password, sign up, the other portal). On the sign-in
 * pages this renders on the server: only the form is a client island, the links are plain HTML
 * (ADR 0040). Inside a client component (the hire flow's sign-in) it renders there.
 */
export function SignInForm({ portal, callback, signupHref }: Props) {
  const t = useTranslations("Auth.login");
  const otherPortal = portal === "developer" ? "/customers/login" : "/login";
  return (
    <>
      <LoginForm
        portal={portal}
        callback={callback}
        forgot={
          <div className={styles.forgot}>
            <Link
              className={styles.link}
              prefetch={false}
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
      <Link className={styles.link} href={href} prefetch={false}>
        {link}
      </Link>
    </p>
  );
}
