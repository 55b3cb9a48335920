import { initialPricingConfig, PricingConfig } from "@encaja/contracts";
import { currentPricingConfig, type Executor } from "@encaja/db/queries";

/**
 * The pricing configuration in force: the newest `pricing_configs` row, or the
 * initial configuration while none has been saved. Every price and plan limit comes from here.
 */
export async function pricingConfigOf(db: Executor): Promise<PricingConfig> {
  const stored = await currentPricingConfig(db);
  if (!stored) return initialPricingConfig;
  const parsed = PricingConfig.safeParse(stored.config);
  // A row written by an older shape: fall back rather than break every price on the site.
  return parsed.success ? parsed.data : initialPricingConfig;
}
