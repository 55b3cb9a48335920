// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIVE_DELAY_MS, TypedFiltersForm } from "./FilterBlocks";

afterEach(cleanup);
beforeEach(() => {
  vi.useFakeTimers();
  return () => vi.useRealTimers();
});

/**
 * The form over a URL held in state, as talent search holds it (the search lands later), with
 * a "back" button that changes the URL from outside the form.
 */
function Search({ onSubmit, initial = "" }: { onSubmit: (q: string) => void; initial?: string }) {
  const [query, setQuery] = useState(new URLSearchParams(initial));
  return (
    <>
      <TypedFiltersForm
        query={query}
        fields={[{ key: "q", label: "Keywords", live: true }]}
        submitLabel="Search"
        followUrl
        onSubmit={({ q }) => {
          onSubmit(q);
          setQuery(new URLSearchParams(q.trim() ? { q: q.trim() } : {}));
        }}
      />
      <button type="button" onClick={() => setQuery(new URLSearchParams("q=go"))}>
        back
      </button>
    </>
  );
}

const type = (text: string) =>
  fireEvent.change(screen.getByLabelText("Keywords"), { target: { value: text } });

describe("a live typed filter", () => {
  it("searches once typing pauses, with the whole text", () => {
    const searched: string[] = [];
    render(<Search onSubmit={(q) => searched.push(q)} />);
    type("r");
    type("re");
    act(() => vi.advanceTimersByTime(LIVE_DELAY_MS - 1));
    expect(searched).toEqual([]);
    type("rea");
    act(() => vi.advanceTimersByTime(LIVE_DELAY_MS));
    expect(searched).toEqual(["rea"]);
  });

  it("keeps what was typed when its own search lands (trimmed) in the URL", () => {
    render(<Search onSubmit={() => undefined} />);
    type("react ");
    act(() => vi.advanceTimersByTime(LIVE_DELAY_MS));
    expect(screen.getByLabelText("Keywords")).toHaveProperty("value", "react ");
  });

  it("still follows the URL when something else changes it", () => {
    render(<Search initial="q=java" onSubmit={() => undefined} />);
    expect(screen.getByLabelText("Keywords")).toHaveProperty("value", "java");
    fireEvent.click(screen.getByText("back"));
    expect(screen.getByLabelText("Keywords")).toHaveProperty("value", "go");
  });
});
