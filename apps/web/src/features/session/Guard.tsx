"use client";

import { canAccess, stripLocale } from "@encaja/contracts";
import { Me } from "@encaja/contracts/identity/me";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { usePathname } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { createContext, type ReactNode, useContext, useDeferredValue, useEffect } from "react";
import { useRouter } from "@/i18n/navigation";
import { earlyQueryData } from "@/lib/api/early-data";
import { apiErrorMessage } from "@/lib/api/errors";
import { routes } from "@/lib/api/routes";
import { SessionProgress } from "./SessionProgress";
import { isSigningOut } from "./storage";
import { MeParseError, startMeWithEarlyAnswer, useLogout, useSession } from "./useSession";

// The me answer must match one of the role shapes (spec §4); the me call loads that schema and
// the endpoints on demand (public pages go without them). Guarded pages ship both in their own
// scripts, so the me query starts with the early script's answer, checked, when it has come.
if (typeof window !== "undefined") {
  startMeWithEarlyAnswer((apiUrl, token) =>
    earlyQueryData(apiUrl, token, routes.users.me, {}, (answer) => Me.parse(answer)),
  );
}

const UserContext = createContext<Me | null>(null);

/** The signed-in user inside a {@link Guard}. */
export { SessionProgress };

export function useUser(): Me {
  const user = useContext(UserContext);
  if (!user) throw new Error("useUser() must be used inside <Guard>");
  return user;
}

/**
 * Spec §4 access guard, driven by the contracts page table: renders nothing sensitive
 * until the user is known; logged out → /login?callback=<page>; wrong role → that
 * role's home. The locale is kept on every redirect.
 */
export function Guard({ children }: { children: ReactNode }) {
  const t = useTranslations("Common.session");
  const locale = useLocale();
  const session = useSession();
  const router = useRouter();
  const { path } = stripLocale(usePathname());
  const logout = useLogout();

  const decision =
    session.status === "authenticated"
      ? canAccess(path, session.user)
      : session.status === "anonymous"
        ? canAccess(path, null)
        : null;
  const redirect = decision && !decision.allow ? decision.redirect : null;

  useEffect(() => {
    if (!redirect || isSigningOut()) return;
    if (redirect.startsWith("/login")) {
      // Keep the query string of the page the user asked for.
      const callback = `${path}${window.location.search}`;
      router.replace(`/login?callback=${encodeURIComponent(callback)}`);
    } else {
      router.replace(redirect);
    }
  }, [redirect, path, router]);

  if (session.status === "error") {
    const invalid = session.error instanceof MeParseError;
    return (
      <Box sx={{ maxWidth: 560, mx: "auto", my: 8, px: 2 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void logout()}>
              {t("signInAgain")}
            </Button>
          }
        >
          {invalid ? t("invalid") : apiErrorMessage(session.error, locale)}
        </Alert>
      </Box>
    );
  }
  if (session.status !== "authenticated" || redirect) return <SessionProgress />;
  return <SignedInPage user={session.user}>{children}</SignedInPage>;
}

/**
 * The page, once the user is known. The session arrives as a store update, which React renders
 * in one uninterrupted task; the page (a whole screen of components) renders from a deferred
 * copy instead, in slices that let input and paint through between them.
 */
function SignedInPage({ user, children }: { user: Me; children: ReactNode }) {
  const shown = useDeferredValue<Me | null>(user, null);
  if (!shown) return <SessionProgress />;
  return <UserContext.Provider value={shown}>{children}</UserContext.Provider>;
}
