-- An IMMUTABLE accent folder for indexes and generated columns. unaccent() itself is only
-- STABLE (it reads a dictionary that could change), so it cannot be used in an index
-- expression; this wrapper names the dictionary explicitly, schema-qualified, which makes it
-- safe to declare IMMUTABLE (the documented pattern). Lower-cases too.
DO $$
DECLARE
  ext_schema text;
BEGIN
  SELECT n.nspname INTO ext_schema
  FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
  WHERE e.extname = 'unaccent';
  EXECUTE format(
    'CREATE OR REPLACE FUNCTION encaja_unaccent(text) RETURNS text '
    'LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT '
    'AS $f$ SELECT lower(%I.unaccent(%L::regdictionary, $1)) $f$',
    ext_schema, ext_schema || '.unaccent');
END
$$;
