import {
  type AddExchangeRate,
  type CurrencyCode,
  EXCHANGE_RATE_MAX_DAYS_AHEAD,
  EXCHANGE_RATE_STALE_DAYS,
  type ExchangeRatesView,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  applyExchangeRate,
  currenciesWithRatesDue,
  type Executor,
  listExchangeRates,
  putExchangeRate,
  recordAudit,
} from "@encaja/db/queries";
import { invalidField } from "../../errors/app-error";
import type { AuditMeta } from "../admin/audit-meta";
import { rateTableOn, utcDay } from "./rate-table";

const DAY_MS = 86_400_000;
const daysAfter = (day: string, days: number) =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** Every stored rate, each marked in force or not, and whether those in force are stale. */
export async function exchangeRatesView(db: Executor, now: Date): Promise<ExchangeRatesView> {
  const today = utcDay(now);
  const rows = await listExchangeRates(db);
  // Rows come newest day first per currency: the first one already started is in force.
  const seen = new Set<CurrencyCode>();
  const items = rows.map((r) => {
    const inForce = r.validFrom <= today && !seen.has(r.currency);
    if (inForce) seen.add(r.currency);
    return {
      currency: r.currency,
      rateToUsd: r.rateToUsd,
      validFrom: r.validFrom,
      inForce,
      createdAt: r.createdAt.toISOString(),
      createdBy: r.createdByName,
    };
  });
  const daysInForce = items.filter((r) => r.inForce).map((r) => r.validFrom);
  const oldestInForce = daysInForce.length ? daysInForce.reduce((a, b) => (a < b ? a : b)) : null;
  const staleBefore = daysAfter(today, -EXCHANGE_RATE_STALE_DAYS);
  return {
    items,
    today,
    stale: oldestInForce !== null && oldestInForce <= staleBefore,
    oldestInForce,
  };
}

/**
 * Recomputes the stored USD amounts of every currency whose rate started by `now` and was not
 * applied yet (rates added for today at once, scheduled ones on their day). Answers the
 * currencies it recomputed.
 */
export async function applyDueExchangeRates(db: Executor, now: Date): Promise<CurrencyCode[]> {
  const today = utcDay(now);
  const due = await currenciesWithRatesDue(db, today);
  if (due.length === 0) return [];
  const rates = await rateTableOn(db, today);
  for (const currency of due) await applyExchangeRate(db, currency, rates[currency], today);
  return due;
}

/**
 * Stores a rate (replacing one for the same currency and day), audited with the rate it
 * replaced; when it is already in force, every stored amount in that currency follows it in
 * the same transaction.
 */
export async function addExchangeRate(
  db: Db,
  meta: AuditMeta,
  input: AddExchangeRate,
  now: Date,
): Promise<void> {
  const latest = daysAfter(utcDay(now), EXCHANGE_RATE_MAX_DAYS_AHEAD);
  if (input.validFrom > latest) {
    throw invalidField("body.validFrom", `A rate can be scheduled up to ${latest}`);
  }
  await db.transaction(async (tx) => {
    const previous = await putExchangeRate(tx, { ...input, createdBy: meta.actorUserId });
    await applyDueExchangeRates(tx, now);
    await recordAudit(tx, {
      action: "exchange_rate.set",
      ...meta,
      target: { type: "exchange_rate", id: input.currency },
      details: { ...input, previousRateToUsd: previous },
    });
  });
}
