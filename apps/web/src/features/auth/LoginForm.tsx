"use client";

import { useLocale, useTranslations } from "next-intl";
import {
  type FormEvent,
  lazy,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useRouter } from "@/i18n/navigation";
import { useApiUrl } from "@/lib/config/ApiUrlProvider";
import { firstInvalid, type LoginErrors, type LoginField } from "./loginFields";
import styles from "./plainForm.module.css";

type Portal = "developer" | "customer";

type Props = {
  portal: Portal;
  /** Where to go after signing in (a safe path), else the role's home. */
  callback: string | null;
  /** The "forgot your password?" link, shown between the fields and the button. */
  forgot?: ReactNode;
  /** "Continue with Google" and the divider, rendered by the server when the API offers it. */
  google?: ReactNode;
};

// Everything but the form itself loads later (ADR 0040): the schema checks, the
// request and the session (signInFlow, with zod and the identity routes) when the visitor starts
// on the form, never while the page loads; the toast with the first failure.
const flow = () => import("./signInFlow");
const SignInToast = lazy(() => import("./SignInExtras").then((m) => ({ default: m.SignInToast })));

/** Leaves for Google with a `flow` this tab keeps (without storage: the link as it is). */
function startGoogle(event: MouseEvent<HTMLDivElement>) {
  const link = (event.target as Element).closest("a");
  if (!link) return;
  event.preventDefault();
  const href = link.href;
  void import("./googleFlow").then(
    ({ beginGoogleFlow }) => {
      const flow = beginGoogleFlow();
      window.location.assign(flow ? `${href}&flow=${flow}` : href);
    },
    () => window.location.assign(href),
  );
}

/**
 * Email + password sign-in for the developer/staff portal or the customer portal, in plain
 * HTML with a CSS module: no UI kit, no react-query, no form library. The fields are
 * uncontrolled, so what a visitor types before hydration is kept; the submit button waits for
 * hydration (a native submission would put the password in a request the page cannot handle).
 * Invalid fields say why under them (aria-invalid, aria-describedby) and the first one takes the
 * focus; a refused sign-in shows a toast, too many attempts a warning above the form. A company
 * at the developer sign-in is refused (E0010) but offered to continue as a company in one click,
 * signed in with what it typed.
 */
export function LoginForm({ portal, callback, forgot, google }: Props) {
  const t = useTranslations("Auth.login");
  const tf = useTranslations("Forms");
  const locale = useLocale();
  const apiUrl = useApiUrl();
  const router = useRouter();
  /** False until hydration: the button waits for it (see above). */
  const [hydrated, setHydrated] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitting, setSubmitting] = useState(false);
  /** Minutes to wait after too many attempts (shown above the form until the next try). */
  const [wait, setWait] = useState<number | null>(null);
  const [toast, setToast] = useState<{ id: number; message: string } | null>(null);
  /** A company at the developer sign-in: why it was refused, and the portal that takes it. */
  const [continueAs, setContinueAs] = useState<{ portal: Portal; message: string } | null>(null);
  const refs: Record<LoginField, RefObject<HTMLInputElement | null>> = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };
  /** After a first submit, the fields are checked again as they change. */
  const recheck = useRef<(() => void) | null>(null);

  const values = () => ({
    email: refs.email.current?.value ?? "",
    password: refs.password.current?.value ?? "",
  });

  const show = (found: LoginErrors) => {
    setErrors(found);
    const first = firstInvalid(found);
    if (first) refs[first].current?.focus();
    return first;
  };

  useEffect(() => setHydrated(true), []);

  /** Signs in on `on` (this page's portal, or the one that takes the account) with what is typed. */
  const attempt = async (on: Portal) => {
    if (submitting) return;
    setSubmitting(true);
    let leaving = false;
    try {
      const f = await flow();
      const typed = values();
      recheck.current = () => setErrors(f.validate(values(), on, tf));
      if (show(f.validate(typed, on, tf))) return;
      setWait(null);
      setContinueAs(null);
      try {
        const next = await f.signIn(apiUrl, typed, on, callback);
        leaving = true;
        router.replace(next);
      } catch (error) {
        const failure = await f.explain(error, on, locale, tf("invalid"));
        if (failure.wait !== null) {
          setWait(failure.wait);
          return;
        }
        show(failure.errors);
        if (failure.continueAs) {
          setContinueAs({ portal: failure.continueAs, message: failure.message });
        } else {
          setToast({ id: Date.now(), message: failure.message });
        }
      }
    } catch {
      // The form's code could not load (offline): the catalogue's words are not here either.
      setToast({
        id: Date.now(),
        message: locale === "en" ? "Unknown error" : "Error desconocido",
      });
    } finally {
      // After a sign-in the button stays busy while the next page loads.
      if (!leaving) setSubmitting(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void attempt(portal);
  };

  const onChange = () => recheck.current?.();
  return (
    <>
      {google ? (
        // Bind a Google sign-in to this tab: /login/success only accepts the flow it started.
        <div onClickCapture={startGoogle}>{google}</div>
      ) : null}
      {wait !== null && (
        <div role="alert" className={styles.warning}>
          {t("tooManyAttempts", { minutes: wait })}
        </div>
      )}
      {continueAs !== null && (
        <div role="alert" className={styles.warning}>
          <p className={styles.warningText}>{continueAs.message}</p>
          <button
            type="button"
            className={styles.button}
            disabled={submitting}
            onClick={() => void attempt(continueAs.portal)}
          >
            {t("continueAsCompany")}
          </button>
        </div>
      )}
      <form
        noValidate
        method="post"
        onSubmit={onSubmit}
        aria-label={t("formLabel")}
        className={styles.form}
        // The visitor starts on the form: load its checks now rather than on the submit.
        onFocus={() => void flow().catch(() => undefined)}
      >
        <TextField
          name="email"
          label={t("email")}
          type="email"
          inputMode="email"
          autoComplete="email"
          inputRef={refs.email}
          error={errors.email}
          onChange={onChange}
        />
        <PasswordField
          label={t("password")}
          inputRef={refs.password}
          error={errors.password}
          onChange={onChange}
        />
        {forgot}
        <button type="submit" className={styles.button} disabled={submitting || !hydrated}>
          {submitting ? t("submitting") : t("submit")}
        </button>
      </form>
      {toast ? (
        <Suspense fallback={null}>
          <SignInToast key={toast.id} message={toast.message} onClose={() => setToast(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

type FieldProps = {
  label: string;
  inputRef: RefObject<HTMLInputElement | null>;
  error?: string;
  onChange: () => void;
};

/** A required, labelled input; its error is tied to it with aria-describedby and aria-invalid. */
function TextField({
  name,
  label,
  type,
  inputMode,
  autoComplete,
  inputRef,
  error,
  onChange,
  toggle,
}: FieldProps & {
  name: LoginField;
  type: string;
  inputMode?: "email";
  autoComplete: string;
  toggle?: ReactNode;
}) {
  const id = useId();
  const helpId = `${id}-help`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        <span aria-hidden="true" className={styles.asterisk}>
          *
        </span>
      </label>
      <div className={styles.control}>
        <input
          id={id}
          ref={inputRef}
          name={name}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? helpId : undefined}
          className={toggle ? `${styles.input} ${styles.withToggle}` : styles.input}
          onChange={onChange}
        />
        {toggle}
      </div>
      {error ? (
        <p id={helpId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The password input with a show/hide toggle button. */
function PasswordField(props: FieldProps) {
  const tf = useTranslations("Forms");
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      name="password"
      type={visible ? "text" : "password"}
      autoComplete="current-password"
      toggle={
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setVisible((v) => !v)}
          aria-label={tf(visible ? "hidePasswordNamed" : "showPasswordNamed", {
            field: props.label,
          })}
          aria-pressed={visible}
        >
          {/* An eye; struck through while the password shows. */}
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
            <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible ? <path d="M3 3l18 18" /> : null}
          </svg>
        </button>
      }
    />
  );
}
