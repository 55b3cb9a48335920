"use client";

import type { Experience } from "@encaja/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { ExperienceContext } from "@/features/profiles/ExperienceContext";
import { ExperienceMonths } from "@/features/profiles/ExperienceMonths";
import { useToast } from "@/features/toast/ToastProvider";
import { useApiErrorToast, useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import type { AppLocale } from "@/lib/format/locale";
import { useExperiences, useRefreshDeveloper } from "../queries";
import { ExperienceForm } from "./ExperienceForm";

/** The developer's experiences: list, add, edit and delete. */
export function ExperiencesManager({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useTranslations("Developer.experiences");
  const locale = useLocale() as AppLocale;
  const callRoute = useCall();
  const refresh = useRefreshDeveloper();
  const showError = useApiErrorToast();
  const toast = useToast();
  const list = useExperiences();
  const [editing, setEditing] = useState<string | "new" | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const items = list.data?.items ?? [];

  const remove = async (item: Experience) => {
    if (!window.confirm(t("confirmDelete", { title: item.title, company: item.company }))) return;
    setDeleting(item.id);
    try {
      await callRoute(routes.experiences.remove, { params: { id: item.id } });
      await refresh();
      toast.success(t("deleted"));
      addRef.current?.focus();
    } catch (error) {
      showError(error);
    } finally {
      setDeleting(null);
    }
  };

  const done = () => {
    setEditing(null);
    requestAnimationFrame(() => addRef.current?.focus());
  };

  return (
    <Stack spacing={2}>
      {list.isPending ? <Typography color="text.secondary">{t("loading")}</Typography> : null}
      {!list.isPending && items.length === 0 ? (
        <Typography color="text.secondary">{t("empty")}</Typography>
      ) : null}
      {items.length > 0 ? (
        <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }} aria-label={t("listLabel")}>
          {items.map((item) =>
            editing === item.id ? (
              <li key={item.id}>
                <ExperienceForm experience={item} onDone={done} />
              </li>
            ) : (
              <Box
                component="li"
                key={item.id}
                sx={{ py: 2, borderBottom: 1, borderColor: "divider" }}
              >
                <Typography
                  component={headingLevel === 2 ? "h3" : "h4"}
                  variant="subtitle1"
                  fontWeight={700}
                >
                  {t("position", { title: item.title, company: item.company })}
                </Typography>
                <ExperienceMonths experience={item} present={t("present")} locale={locale} />
                <ExperienceContext experience={item} locale={locale} />
                {item.description ? (
                  <Typography variant="body2" sx={{ mt: 1, whiteSpace: "pre-line" }}>
                    {item.description}
                  </Typography>
                ) : null}
                {item.skills.length > 0 ? (
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", mt: 1 }}>
                    {item.skills.map((s) => (
                      <Chip key={s.id} label={s.name} size="small" />
                    ))}
                  </Stack>
                ) : null}
                <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                  <Button
                    size="small"
                    onClick={() => setEditing(item.id)}
                    aria-label={t("editNamed", { title: item.title, company: item.company })}
                  >
                    {t("edit")}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    disabled={deleting === item.id}
                    onClick={() => void remove(item)}
                    aria-label={t("deleteNamed", { title: item.title, company: item.company })}
                  >
                    {t("delete")}
                  </Button>
                </Stack>
              </Box>
            ),
          )}
        </Box>
      ) : null}
      {editing === "new" ? (
        <ExperienceForm onDone={done} />
      ) : (
        <Box>
          <Button ref={addRef} variant="outlined" onClick={() => setEditing("new")}>
            {t("add")}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
