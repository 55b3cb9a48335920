"use client";

import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { CardList, CardListItem } from "@/components/CardList";
import { QueryList } from "@/components/QueryList";
import { SectionCard } from "@/components/SectionCard";
import { useLogout } from "@/features/session/useSession";
import { useToast } from "@/features/toast/ToastProvider";
import { useApiErrorToast, useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { formatDateTime } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { accountKeys, useAccountMutation, useSessions } from "./queries";

/** Active sessions: each with "Sign out", and "Sign out everywhere else". */
export function SessionsSection() {
  const t = useTranslations("AccountSettings.sessions");
  const locale = useLocale() as AppLocale;
  const call = useCall();
  const toast = useToast();
  const showError = useApiErrorToast();
  const logout = useLogout();
  const sessions = useSessions();
  const revoke = useAccountMutation(
    (id: string) => call(routes.account.revokeSession, { params: { id } }),
    [accountKeys.sessions],
  );
  const revokeOthers = useAccountMutation(
    () => call(routes.account.revokeOtherSessions, {}),
    [accountKeys.sessions],
  );
  const items = sessions.data?.items ?? [];

  const signOut = async (id: string, current: boolean) => {
    try {
      await revoke.mutateAsync(id);
      if (current) await logout({ skipServer: true });
      else toast.success(t("signedOut"));
    } catch (error) {
      showError(error);
    }
  };
  const signOutOthers = async () => {
    try {
      await revokeOthers.mutateAsync(undefined);
      toast.success(t("signedOutOthers"));
    } catch (error) {
      showError(error);
    }
  };

  return (
    <SectionCard id="sessions" title={t("title")}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t("lead")}
      </Typography>
      <QueryList query={sessions} items={items} loadError={t("loadError")} empty={null}>
        {(shown) => (
          <CardList spacing={1.5} gapBelow={2}>
            {shown.map((s) => {
              const device = s.device ?? t("unknownDevice");
              return (
                <CardListItem key={s.id} compact>
                  <Stack
                    direction={{ xs: "column", sm: "row" }}
                    spacing={1.5}
                    sx={{ justifyContent: "space-between", alignItems: { sm: "center" } }}
                  >
                    <div>
                      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                        <Typography fontWeight={700}>{device}</Typography>
                        {s.current ? (
                          <Chip size="small" color="primary" label={t("current")} />
                        ) : null}
                      </Stack>
                      <Typography variant="body2" color="text.secondary">
                        {t("details", {
                          method: t(`methods.${s.method}`),
                          created: formatDateTime(s.createdAt, locale),
                          lastSeen: formatDateTime(s.lastSeenAt, locale),
                          ip: s.ip ?? "—",
                        })}
                      </Typography>
                    </div>
                    <Button
                      variant="outlined"
                      size="small"
                      onClick={() => signOut(s.id, s.current)}
                      disabled={revoke.isPending}
                      aria-label={s.current ? t("signOutCurrent") : t("signOutOne", { device })}
                    >
                      {t("signOut")}
                    </Button>
                  </Stack>
                </CardListItem>
              );
            })}
          </CardList>
        )}
      </QueryList>
      {items.length > 1 ? (
        <Button variant="contained" onClick={signOutOthers} disabled={revokeOthers.isPending}>
          {t("signOutOthers")}
        </Button>
      ) : null}
    </SectionCard>
  );
}
