import { describe, expect, it } from "vitest";
import { industryFromCompanyName } from "./industry";

describe("industryFromCompanyName", () => {
  it("tells the industry when the company's name says what it is", () => {
    expect(industryFromCompanyName("Banco de Galicia")).toBe("banking");
    expect(industryFromCompanyName("Seguros Bolívar")).toBe("insurance");
    expect(industryFromCompanyName("Universidad de Chile")).toBe("edtech");
    expect(industryFromCompanyName("Clínica Alemana")).toBe("healthtech");
    expect(industryFromCompanyName("Ministerio de Economía")).toBe("government");
    expect(industryFromCompanyName("Acme Consulting")).toBe("consulting");
  });

  it("leaves every other name unknown, words inside other words included", () => {
    expect(industryFromCompanyName("Globant")).toBeNull();
    expect(industryFromCompanyName("Mercado Libre")).toBeNull();
    expect(industryFromCompanyName("Bankly Labs")).toBeNull();
    expect(industryFromCompanyName("Freelance")).toBeNull();
  });
});
