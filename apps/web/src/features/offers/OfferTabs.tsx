"use client";

import Box from "@mui/material/Box";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { type ReactNode, useEffect, useId, useState } from "react";

/** One tab of an offer page; later features (pipeline, matches) plug theirs in. */
export type OfferTab = { key: string; label: string; render: () => ReactNode };

/** The URL's fragment naming a tab ("" on the server or without one). */
export function hashTab(): string {
  if (typeof window === "undefined") return "";
  // Next's client navigation can append a fragment to the previous one ("#pipeline#pipeline",
  // vercel/next.js#95671): the last one is the link's.
  return window.location.hash.split("#").filter(Boolean).pop() ?? "";
}

/** The tab the URL's hash names, if any. */
function tabInHash(tabs: OfferTab[]): string | undefined {
  const fromHash = hashTab();
  return tabs.some((tab) => tab.key === fromHash) ? fromHash : undefined;
}

/**
 * Accessible tabs (MUI Tabs + tabpanels) remembering the open one in the URL hash
 * (`#applicants`), so a link can open a given tab.
 */
export function OfferTabs({ tabs, label }: { tabs: OfferTab[]; label: string }) {
  const id = useId();
  // Offer pages render in the browser only (behind the session guard), so the first render can
  // open the hash's tab at once rather than render the first tab and then switch.
  const [current, setCurrent] = useState(() => tabInHash(tabs) ?? tabs[0]?.key ?? "");
  useEffect(() => {
    const fromHash = tabInHash(tabs);
    if (fromHash) {
      setCurrent(fromHash);
      if (window.location.hash !== `#${fromHash}`) {
        window.history.replaceState(window.history.state, "", `#${fromHash}`);
      }
    }
  }, [tabs]);
  const select = (key: string) => {
    setCurrent(key);
    window.history.replaceState(window.history.state, "", `#${key}`);
  };
  const active = tabs.find((tab) => tab.key === current) ?? tabs[0];
  return (
    <Box>
      <Tabs
        value={active?.key ?? false}
        onChange={(_, key: string) => select(key)}
        aria-label={label}
        variant="scrollable"
        sx={{ borderBottom: 1, borderColor: "divider", mb: 3 }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            value={tab.key}
            label={tab.label}
            id={`${id}-tab-${tab.key}`}
            aria-controls={`${id}-panel-${tab.key}`}
          />
        ))}
      </Tabs>
      {active ? (
        <div
          role="tabpanel"
          id={`${id}-panel-${active.key}`}
          aria-labelledby={`${id}-tab-${active.key}`}
        >
          {active.render()}
        </div>
      ) : null}
    </Box>
  );
}
