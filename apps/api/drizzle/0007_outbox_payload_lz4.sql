-- A hot project's quote.accepted payload carries the whole ranking (20 KB at 200 bidders),
-- which PostgreSQL compresses into TOAST on every quote: with its default (pglz) that was a
-- quarter of the database's CPU per quote in bench:quotes (a); lz4 compresses as well for
-- JSON at a fraction of the CPU (0.89 -> 0.64 ms per quote). A server built without lz4
-- (PGlite) keeps its default.
DO $$
BEGIN
  ALTER TABLE "outbox" ALTER COLUMN "payload" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  RAISE NOTICE 'lz4 is not available here; outbox payloads keep the default compression';
END $$;
