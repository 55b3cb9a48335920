"use client";

import { chatAssignmentFilters } from "@encaja/contracts";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { Suspense, useCallback, useEffect, useState } from "react";
import { FilterPanel } from "@/components/FilterPanel";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { PageHeading } from "@/components/PageHeading";
import { QueryList } from "@/components/QueryList";
import { EnumSelect } from "@/features/forms/EnumSelect";
import { SearchPicker } from "@/features/forms/pickers/SearchPicker";
import { SessionProgress } from "@/features/session/SessionProgress";
import { InboxRow } from "./InboxRow";
import {
  apiFiltersOf,
  type ChatAssignmentFilter,
  type InboxParams,
  inboxParamsFrom,
  searchOf,
} from "./inboxParams";
import { type OfferRef, useChatInbox, useOfferRef, useOfferSearch } from "./queries";

const SEARCH_DEBOUNCE_MS = 300;

/** /matchers/chats: every developer conversation, unread first, with search and filters. */
export function ChatInbox() {
  return (
    <Suspense fallback={<SessionProgress />}>
      <Inbox />
    </Suspense>
  );
}

function Inbox() {
  const t = useTranslations("Chat.inbox");
  const searchParams = useSearchParams();
  const params = inboxParamsFrom(new URLSearchParams(searchParams.toString()));
  const filters = apiFiltersOf(params);
  const list = useChatInbox(filters);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = params.q !== "" || params.offerId !== "" || params.assigned !== "any";
  // The native history API updates useSearchParams without a server round trip.
  const go = useCallback((next: InboxParams, replace = false) => {
    const url = `${window.location.pathname}${searchOf(next)}`;
    if (replace) window.history.replaceState(null, "", url);
    else window.history.pushState(null, "", url);
  }, []);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading title={t("title")} lead={t("lead")} leadGap={3} />
      <InboxFilters params={params} onChange={go} />
      <QueryList
        query={list}
        items={items}
        loadError={t("loadError")}
        empty={
          <Typography color="text.secondary" sx={{ my: 4 }}>
            {filtered ? t("emptyFiltered") : t("empty")}
          </Typography>
        }
      >
        {(shown) => (
          <Paper variant="outlined" sx={{ borderRadius: 3, overflow: "hidden" }}>
            <Box component="ul" aria-label={t("listLabel")} sx={{ listStyle: "none", m: 0, p: 0 }}>
              {shown.map((item) => (
                <InboxRow key={item.id} item={item} />
              ))}
            </Box>
          </Paper>
        )}
      </QueryList>
      <LoadMoreButton query={list} label={t("loadMore")} spaced />
    </Container>
  );
}

function useFoundOffers(input: string) {
  return useOfferSearch(input);
}

function InboxFilters({
  params,
  onChange,
}: {
  params: InboxParams;
  onChange: (next: InboxParams, replace?: boolean) => void;
}) {
  const t = useTranslations("Chat.inbox");
  const [text, setText] = useState(params.q);
  const [picked, setPicked] = useState<OfferRef | null>(null);
  const fromUrl = useOfferRef(picked?.id === params.offerId ? "" : params.offerId);
  const offer = params.offerId
    ? picked?.id === params.offerId
      ? picked
      : (fromUrl.data ?? null)
    : null;

  useEffect(() => {
    if (text.trim() === params.q) return;
    const timer = setTimeout(
      () => onChange({ ...params, q: text.trim() }, true),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, params, onChange]);

  return (
    <FilterPanel
      label={t("search")}
      sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "2fr 2fr 1fr" } }}
    >
      <TextField
        label={t("search")}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <SearchPicker<OfferRef>
        label={t("offer")}
        value={offer}
        onChange={(next) => {
          setPicked(next);
          onChange({ ...params, offerId: next?.id ?? "" });
        }}
        useFound={useFoundOffers}
        optionLabel={(o) => `${o.title} · ${o.customerName}`}
        texts={{
          loading: t("searching"),
          noOptions: () => t("noOffers"),
        }}
      />
      <EnumSelect
        label={t("assigned")}
        options={chatAssignmentFilters}
        optionLabel={(a: ChatAssignmentFilter) => t(`assignment.${a}`)}
        value={params.assigned}
        onChange={(assigned) => onChange({ ...params, assigned })}
      />
    </FilterPanel>
  );
}
