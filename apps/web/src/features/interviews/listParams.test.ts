import { describe, expect, it } from "vitest";
import { apiQuery, filtersFromParams, paramsFromFilters } from "./listParams";

const dev = "0b6f3c1e-1d2a-4c3b-9f8e-7a6b5c4d3e2f";

describe("interview list filters ↔ URL", () => {
  it("reads defaults from an empty URL", () => {
    expect(filtersFromParams("soft", new URLSearchParams())).toEqual({
      type: "soft",
      status: "",
      interviewerUserId: "",
      developerId: "",
      from: "",
      to: "",
      sort: "scheduledAt",
      direction: "ASC",
    });
    expect(filtersFromParams("hard", new URLSearchParams()).type).toBe("hard");
  });

  it("keeps valid values and drops malformed ones", () => {
    const params = new URLSearchParams(
      `type=english&status=completed&developerId=${dev}&interviewerUserId=nope&from=2026-11-01&to=11/30&sort=createdAt&direction=DESC`,
    );
    const filters = filtersFromParams("soft", params);
    expect(filters).toMatchObject({
      type: "english",
      status: "completed",
      developerId: dev,
      interviewerUserId: "",
      from: "2026-11-01",
      to: "",
      sort: "createdAt",
      direction: "DESC",
    });
    // A type of the other list falls back to the list's own.
    expect(filtersFromParams("hard", params).type).toBe("hard");
  });

  it("round-trips through the URL, leaving defaults out", () => {
    const filters = filtersFromParams("soft", new URLSearchParams(`developerId=${dev}`));
    expect(paramsFromFilters("soft", filters).toString()).toBe(`developerId=${dev}`);
    const changed = { ...filters, type: "english" as const, direction: "DESC" as const };
    expect(filtersFromParams("soft", paramsFromFilters("soft", changed))).toEqual(changed);
  });

  it("asks the API for whole days in the viewer's zone", () => {
    const filters = filtersFromParams(
      "hard",
      new URLSearchParams("status=scheduled&from=2026-11-24&to=2026-11-24"),
    );
    const query = apiQuery(filters, "America/Argentina/Buenos_Aires");
    expect(Object.fromEntries(query)).toEqual({
      type: "hard",
      sort: "scheduledAt",
      direction: "ASC",
      status: "scheduled",
      from: "2026-11-24T03:00:00.000Z",
      to: "2026-11-25T03:00:00.000Z",
    });
  });
});
