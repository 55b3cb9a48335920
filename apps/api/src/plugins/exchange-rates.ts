import { listen, notify } from "@encaja/db/client";
import type { FastifyInstance } from "fastify";
import { applyDueExchangeRates } from "../modules/exchange-rates/exchange-rates.service";
import { ExchangeRateCache } from "../modules/exchange-rates/rate-table";
import { BOARD_CHANNEL } from "./board-pages";

/** "The exchange rates changed": every API instance drops its copy of the rates in force. */
export const EXCHANGE_RATES_CHANNEL = "encaja_exchange_rates";

declare module "fastify" {
  interface FastifyInstance {
    /** The rates in force, cached per UTC day (ADR 0064): what services pass to monthlyUsd. */
    exchangeRates: ExchangeRateCache;
    /**
     * Call after committing a rate, or after stored amounts followed one: drops the rates here
     * and, through NOTIFY, on every other instance, with the job board's cached pages (their
     * budgets in USD).
     */
    exchangeRatesChanged(): Promise<void>;
  }
}

export function registerExchangeRates(app: FastifyInstance): void {
  const cache = new ExchangeRateCache(app.db);
  app.decorate("exchangeRates", cache);
  app.decorate("exchangeRatesChanged", async () => {
    cache.clear();
    await notify(app.db, EXCHANGE_RATES_CHANNEL, "changed");
    await notify(app.db, BOARD_CHANNEL, "exchange-rates");
  });

  let stop: (() => Promise<void>) | undefined;
  app.addHook("onReady", async () => {
    stop = await listen(
      app.dbHandle,
      EXCHANGE_RATES_CHANNEL,
      () => cache.clear(),
      () => cache.clear(),
    );
  });
  app.addHook("onClose", async () => {
    await stop?.();
  });
}

/** Housekeeping's part: scheduled rates that started since its last run move the stored amounts. */
export async function applyStartedExchangeRates(app: FastifyInstance, now: Date): Promise<void> {
  const applied = await app.db.transaction((tx) => applyDueExchangeRates(tx, now));
  if (applied.length === 0) return;
  await app.exchangeRatesChanged();
  app.log.info({ currencies: applied }, "exchange rates in force applied to stored amounts");
}
