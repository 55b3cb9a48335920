// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FacetGroup, TypedFiltersForm } from "./FilterBlocks";

const noop = () => undefined;

afterEach(cleanup);

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

  it("is a group named by its legend whose boxes, named by value and count, toggle", async () => {
    const onToggle = vi.fn();
    render(
      <FacetGroup
        legend="Seniority"
        entries={[
          { value: "senior", count: 4 },
          { value: "junior", count: 2 },
        ]}
        selected={["junior"]}
        label={(entry) => entry.value.toUpperCase()}
        onToggle={onToggle}
      />,
    );
    const group = screen.getByRole("group", { name: "Seniority" });
    expect(group).toBeTruthy();
    expect((screen.getByRole("checkbox", { name: "JUNIOR (2)" }) as HTMLInputElement).checked).toBe(
      true,
    );
    await userEvent.click(screen.getByText("SENIOR (4)"));
    expect(onToggle).toHaveBeenCalledWith("senior");
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
