declare module "vitest" {
  export interface ProvidedContext {
    /** Path of a migrated PGlite data-dir dump ("" when running on PostgreSQL). */
    pgliteTemplate: string;
    /** Name of the migrated PostgreSQL template database ("" on PGlite). */
    postgresTemplate: string;
  }
}

export {};
