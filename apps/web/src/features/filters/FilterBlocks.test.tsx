import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FacetGroup, TypedFiltersForm } from "./FilterBlocks";

const noop = () => undefined;

describe("FacetGroup", () => {
  it("lists each value with its count, keeping selected values the results no longer count", () => {
    const html = renderToStaticMarkup(
      <FacetGroup
        legend="Seniority"
        entries={[{ value: "senior", count: 4 }]}
        selected={["senior", "lead"]}
        label={(entry) => entry.value.toUpperCase()}
        onToggle={noop}
      />,
    );
    expect(html).toContain("<legend");
    expect(html).toContain("Seniority");
    expect(html).toContain("SENIOR (4)");
    expect(html).toContain("LEAD (0)");
    expect(html.match(/checked=""/g)).toHaveLength(2);
  });

  it("renders nothing when there is no value to list", () => {
    const html = renderToStaticMarkup(
      <FacetGroup legend="Seniority" entries={[]} selected={[]} label={String} onToggle={noop} />,
    );
    expect(html).toBe("");
  });
});

describe("TypedFiltersForm", () => {
  it("starts from the URL's values, with a search landmark and each field's input hints", () => {
    const html = renderToStaticMarkup(
      <TypedFiltersForm
        query={new URLSearchParams("q=react&salaryMin=3000&skills=a")}
        fields={[
          { key: "q", label: "Keywords", maxLength: 120 },
          { key: "salaryMin", label: "Minimum salary", helper: "Per month", numeric: true },
          { key: "availableBy", label: "Available by", type: "date" },
        ]}
        submitLabel="Search"
        onSubmit={noop}
      />,
    );
    expect(html).toContain('role="search"');
    expect(html).toContain('value="react"');
    expect(html).toContain('maxLength="120"');
    expect(html).toContain('value="3000"');
    expect(html).toContain('inputMode="numeric"');
    expect(html).toContain("Per month");
    expect(html).toContain('type="date"');
    expect(html).toContain(">Search</button>");
  });
});
