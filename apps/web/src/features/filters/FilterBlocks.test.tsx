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
    for (const part of ["<legend", "Seniority", "SENIOR (4)", "LEAD (0)"]) {
      expect(html).toContain(part);
    }
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
    for (const part of [
      'role="search"',
      'value="react"',
      'maxLength="120"',
      'value="3000"',
      'inputMode="numeric"',
      "Per month",
      'type="date"',
      ">Search</button>",
    ]) {
      expect(html).toContain(part);
    }
  });
});
