"use client";

import { type Plan, planLimitKinds, plans } from "@encaja/contracts";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { CardList, CardListItem } from "@/components/CardList";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { PageHeading } from "@/components/PageHeading";
import { QueryList } from "@/components/QueryList";
import { SearchField } from "@/components/SearchField";
import { useToast } from "@/features/toast/ToastProvider";
import { useApiErrorToast, useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { useCursorList } from "@/lib/api/useCursorList";

/** /admin/customers: companies with their plan and usage; superAdmin changes the plan. */
export function AdminCustomers() {
  const t = useTranslations("AdminCustomers");
  const tp = useTranslations("AccountSettings.plan");
  const call = useCall();
  const toast = useToast();
  const showError = useApiErrorToast();
  const client = useQueryClient();
  const [q, setQ] = useState("");
  const { list, items } = useCursorList(
    ["account", "admin-customers", q],
    (cursor, signal) =>
      call(routes.plans.adminList, { query: { q: q || undefined, limit: 20, cursor } }, { signal }),
    { keepPrevious: true },
  );

  const changePlan = async (id: string, name: string, plan: Plan) => {
    try {
      await call(routes.plans.changePlan, { params: { id }, body: { plan } });
      toast.success(t("changed", { name, plan: tp(`names.${plan}`) }));
      await client.invalidateQueries({ queryKey: ["account", "admin-customers"] });
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading title={t("title")} lead={t("lead")} />
      <SearchField label={t("search")} value={q} onChange={setQ} sx={{ mb: 3 }} />
      <QueryList query={list} items={items} loadError={t("loadError")} empty={t("empty")}>
        {(shown) => (
          <CardList>
            {shown.map((c) => (
              <CardListItem key={c.id}>
                <Stack
                  direction={{ xs: "column", md: "row" }}
                  spacing={2}
                  sx={{ justifyContent: "space-between" }}
                >
                  <div>
                    <Typography component="h2" variant="h6" fontWeight={700}>
                      {c.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {c.ownerEmail ?? t("noOwner")}
                    </Typography>
                    <Typography variant="body2">
                      {planLimitKinds
                        .map((kind) => {
                          const allowed = c.usage.limits[kind];
                          const used = c.usage.used[kind];
                          return `${tp(`limits.${kind}`)}: ${
                            allowed === null
                              ? tp("usedUnlimited", { used })
                              : tp("usedOf", { used, allowed })
                          }`;
                        })
                        .join(" · ")}
                    </Typography>
                  </div>
                  <TextField
                    select
                    label={t("planOf", { name: c.name })}
                    value={c.usage.plan}
                    onChange={(e) => changePlan(c.id, c.name, e.target.value as Plan)}
                    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                    sx={{ minWidth: 200 }}
                  >
                    {plans.map((p) => (
                      <option key={p} value={p}>
                        {tp(`names.${p}`)}
                      </option>
                    ))}
                  </TextField>
                </Stack>
              </CardListItem>
            ))}
          </CardList>
        )}
      </QueryList>
      <LoadMoreButton query={list} label={t("more")} spaced />
    </Container>
  );
}
