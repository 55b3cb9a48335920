// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DataTable } from "./DataTable";
import { SearchField } from "./SearchField";

afterEach(cleanup);

describe("DataTable", () => {
  it("is named by its caption, or by the heading it is given instead", () => {
    render(
      <>
        <DataTable caption="Users" columns={["Name"]}>
          {null}
        </DataTable>
        <h2 id="views-title">Views</h2>
        <DataTable labelledBy="views-title" columns={["Viewer", "When"]}>
          {null}
        </DataTable>
      </>,
    );
    expect(screen.getByRole("table", { name: "Users" })).toBeTruthy();
    const views = screen.getByRole("table", { name: "Views" });
    expect(views.querySelector("caption")).toBeNull();
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Name",
      "Viewer",
      "When",
    ]);
  });
});

describe("SearchField", () => {
  it("is a labelled search box that hands back the text typed", () => {
    const onChange = vi.fn();
    render(<SearchField label="Search" value="" onChange={onChange} />);
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), {
      target: { value: "ada" },
    });
    expect(onChange).toHaveBeenCalledWith("ada");
  });
});
