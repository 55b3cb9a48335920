import type { Db } from "../client";

/** A database or an open transaction: every query function accepts either. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;
