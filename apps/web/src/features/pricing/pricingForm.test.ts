import { initialPricingConfig, PricingConfig } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { configFromForm, fieldOfConfigPath, formFromConfig } from "./pricingForm";

describe("the pricing editor's form", () => {
  it("round-trips the initial configuration", () => {
    const form = formFromConfig(initialPricingConfig);
    expect(form["direct.fee"]).toBe("18");
    expect(form["direct.minimumFee"]).toBe("4500");
    expect(form["plans.enterprise.openOffers"]).toBe("");
    expect(configFromForm(form)).toEqual(initialPricingConfig);
  });

  it("turns typed percentages and units into basis points and minor units", () => {
    const form = {
      ...formFromConfig(initialPricingConfig),
      "direct.fee": "17,5",
      "reference.senior": "5200",
    };
    const config = configFromForm(form);
    expect(config.direct.feeBasisPoints).toBe(1_750);
    expect(config.referenceMonthlySalaryMinor.senior).toBe(520_000);
  });

  it("lets the schema refuse what is wrong and names the field", () => {
    const form = {
      ...formFromConfig(initialPricingConfig),
      "margin.senior": "-3",
      "direct.guaranteeDays": "",
    };
    const result = PricingConfig.safeParse(configFromForm(form));
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((i) => fieldOfConfigPath(i.path.join(".")));
    expect(fields).toEqual(expect.arrayContaining(["margin.senior", "direct.guaranteeDays"]));
  });
});
