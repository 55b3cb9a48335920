"use client";

import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import SvgIcon from "@mui/material/SvgIcon";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useCall } from "@/lib/api/hooks";
import { useApiUrl } from "@/lib/config/ApiUrlProvider";
import { beginGoogleFlow, googleStartUrl } from "./googleFlow";

type Props = {
  portal: "developer" | "customer";
  mode: "signin" | "signup";
  callback: string | null;
};

/** "Continue with Google", shown only when the API says Google sign-in is configured. */
export function GoogleButton({ portal, mode, callback }: Props) {
  const t = useTranslations("Auth.google");
  const apiUrl = useApiUrl();
  const callRoute = useCall();
  const locale = useLocale();
  const providers = useQuery({
    queryKey: ["auth-providers"],
    // The endpoints table loads with the call, out of the sign-in pages' first load.
    queryFn: async () => {
      const { routes } = await import("@/lib/api/routes");
      return callRoute(routes.auth.providers, {}, { token: null });
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
  if (!providers.data?.google) return null;

  const start = { portal, mode, callback, locale };
  const href = googleStartUrl(apiUrl, start);
  return (
    <>
      <Button
        href={href}
        onClick={(event) => {
          // Bind the sign-in to this tab: /login/success only accepts the flow it started.
          const flow = beginGoogleFlow();
          if (!flow) return;
          event.preventDefault();
          window.location.assign(googleStartUrl(apiUrl, { ...start, flow }));
        }}
        variant="outlined"
        color="inherit"
        size="large"
        fullWidth
        startIcon={
          <SvgIcon aria-hidden="true">
            <path
              fill="#4285F4"
              d="M21.35 11.1H12v2.9h5.35c-.25 1.5-1.7 4.4-5.35 4.4-3.2 0-5.8-2.65-5.8-5.9s2.6-5.9 5.8-5.9c1.85 0 3.05.8 3.75 1.45l2.55-2.45C16.65 4.1 14.5 3.2 12 3.2 7.1 3.2 3.2 7.1 3.2 12s3.9 8.8 8.8 8.8c5.1 0 8.45-3.6 8.45-8.65 0-.6-.05-1-.1-1.05z"
            />
          </SvgIcon>
        }
      >
        {mode === "signup" ? t("signup") : t("signin")}
      </Button>
      <Divider sx={{ my: 3 }}>{t("or")}</Divider>
    </>
  );
}
