import type { Config } from "../config";

export interface DemoSeedPolicy {
  /** What openDatabase gets: "1" forces the seed, "0" refuses it, unset seeds a new embedded DB. */
  demoSeed: "0" | "1" | undefined;
  /** A warning to print at start-up, or null. */
  banner: string | null;
}

const BANNER = [
  "",
  "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!",
  "!! WARNING: DEMO_SEED=1 with NODE_ENV=production.                             !!",
  "!! The demo accounts (a superAdmin among them) share a PUBLIC password.        !!",
  "!! Never use this on a real deployment: unset DEMO_SEED and delete the data.   !!",
  "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!",
  "",
].join("\n");

/**
 * Decision 0014: demo data only when asked. Outside production a new embedded database keeps
 * seeding (so `npm start` on a fresh clone works); in production only an explicit
 * DEMO_SEED=1 seeds, and then with a warning banner.
 */
export function demoSeedPolicy(config: Pick<Config, "NODE_ENV" | "DEMO_SEED">): DemoSeedPolicy {
  if (config.NODE_ENV !== "production") return { demoSeed: config.DEMO_SEED, banner: null };
  if (config.DEMO_SEED === "1") return { demoSeed: "1", banner: BANNER };
  return { demoSeed: "0", banner: null };
}
