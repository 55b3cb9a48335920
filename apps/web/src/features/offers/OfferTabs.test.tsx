// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type OfferTab, OfferTabs } from "./OfferTabs";

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

function tabs() {
  const details = vi.fn(() => <p>Details panel</p>);
  const pipeline = vi.fn(() => <p>Pipeline panel</p>);
  const list: OfferTab[] = [
    { key: "details", label: "Details", render: details },
    { key: "pipeline", label: "Pipeline", render: pipeline },
  ];
  return { list, details, pipeline };
}

describe("offer tabs", () => {
  it("opens the tab the hash names in the first render, without rendering the first tab", () => {
    window.history.replaceState(null, "", "/matchers/offer/1#pipeline");
    const { list, details } = tabs();
    render(<OfferTabs tabs={list} label="Offer" />);
    expect(screen.getByRole("tabpanel").textContent).toBe("Pipeline panel");
    expect(screen.getByRole("tab", { name: "Pipeline" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    expect(details).not.toHaveBeenCalled();
  });

  it("keeps the last of repeated fragments and tidies the URL to it", () => {
    window.history.replaceState(null, "", "/matchers/offer/1#details#pipeline");
    render(<OfferTabs tabs={tabs().list} label="Offer" />);
    expect(screen.getByRole("tabpanel").textContent).toBe("Pipeline panel");
    expect(window.location.hash).toBe("#pipeline");
  });

  it("opens the first tab without a known hash, and remembers a chosen tab in the hash", async () => {
    window.history.replaceState(null, "", "/matchers/offer/1#nothing");
    render(<OfferTabs tabs={tabs().list} label="Offer" />);
    expect(screen.getByRole("tabpanel").textContent).toBe("Details panel");
    await userEvent.click(screen.getByRole("tab", { name: "Pipeline" }));
    expect(screen.getByRole("tabpanel").textContent).toBe("Pipeline panel");
    expect(window.location.hash).toBe("#pipeline");
  });
});
