-- Search vectors (~1 kB: lexemes do not compress, so TOAST stored them uncompressed out of line)
-- stay in the row: a text search reads the vector of every offer it scans, and fetching each
-- from the TOAST table was most of that time (ADR 0043). Rewriting each row moves the existing
-- ones back in.
ALTER TABLE "offers" ALTER COLUMN "search_vector" SET STORAGE MAIN;--> statement-breakpoint
UPDATE "offers" SET "search_vector" = DEFAULT;
