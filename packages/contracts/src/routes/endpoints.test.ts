import { describe, expect, it } from "vitest";
import { endpointTableOf } from "./endpoint-table";
import { endpoints } from "./endpoints";
import { routes } from "./index";

describe("endpoints", () => {
  it("holds every route of the table with its method, path, public flag and body kind", () => {
    // A failure here: run `npm run generate:endpoints` after changing the table.
    expect(endpoints).toEqual(endpointTableOf(routes));
  });

  it("marks the public routes and the multipart ones", () => {
    expect(endpoints.auth.login).toEqual({ method: "POST", path: "/auth/login", public: true });
    expect(endpoints.offers.get).not.toHaveProperty("public");
    const uploads = Object.values(endpoints).flatMap((group) =>
      Object.values(group).filter((endpoint) => endpoint.consumes === "multipart/form-data"),
    );
    expect(uploads.length).toBeGreaterThan(0);
  });
});
