-- ObjectId functions for PostgreSQL (13 or later), from the oid project's module oid-sql.
-- An id is a bytea of exactly 12 bytes; timestamps are timestamptz. Safe to run again: every statement creates
-- or replaces. Run it into the schema where the functions should live (the first schema of the search_path).
--
--   oid_generate()             a new id: 4-byte unsigned seconds, the session's random 5-byte value, a 3-byte counter
--   oid_to_hex(id)             24 lowercase hex digits
--   oid_from_hex(text)         the id of exactly 24 hex digits (either case); anything else is an error
--   oid_timestamp(id)          the id's second, read unsigned (1970-01-01 .. 2106-02-07T06:28:15Z)
--   oid_min(timestamptz)       the lowest id of that second (8 zero bytes after it), for range queries
--
-- Wrong input (an id that is not 12 bytes, text that is not 24 hex digits, a second outside 1970..2106) raises
-- an error that names the value (SQLSTATE 22023, or 22P02 for text), never a null or a cut value.

-- The counter: one sequence for the database, starting at a random value. Its last 3 bytes are the counter.
DO $oid$
BEGIN
  IF to_regclass('oid_generate_counter') IS NULL THEN
    EXECUTE format('CREATE SEQUENCE oid_generate_counter AS bigint START WITH %s',
                   floor(random() * 16777216)::bigint);
  END IF;
END
$oid$;

CREATE OR REPLACE FUNCTION oid_generate() RETURNS bytea
LANGUAGE plpgsql VOLATILE PARALLEL UNSAFE
SET search_path FROM CURRENT
AS $oid$
DECLARE
  -- The session's 5-byte value: drawn (pg_strong_random, through gen_random_uuid) at the session's first call.
  session_value text := current_setting('oid.process_unique', true);
  seconds bigint := floor(extract(epoch FROM clock_timestamp()));
BEGIN
  IF session_value IS NULL OR length(session_value) <> 10 THEN
    session_value := encode(substring(uuid_send(gen_random_uuid()) FROM 1 FOR 5), 'hex');
    PERFORM set_config('oid.process_unique', session_value, false);
  END IF;
  IF seconds < 0 OR seconds > 4294967295 THEN
    RAISE EXCEPTION 'oid_generate: the clock reads % (%), outside the seconds an ObjectId holds (1970-01-01T00:00:00Z .. 2106-02-07T06:28:15Z)',
      clock_timestamp(), seconds USING ERRCODE = '22008';
  END IF;
  RETURN substring(int8send(seconds) FROM 5 FOR 4)
      || decode(session_value, 'hex')
      || substring(int8send(nextval('oid_generate_counter')) FROM 6 FOR 3);
END
$oid$;

CREATE OR REPLACE FUNCTION oid_to_hex(id bytea) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $oid$
BEGIN
  IF octet_length(id) <> 12 THEN
    RAISE EXCEPTION 'oid_to_hex: an ObjectId is 12 bytes, got % bytes: \x%', octet_length(id),
      CASE WHEN octet_length(id) > 32 THEN encode(substring(id FROM 1 FOR 32), 'hex') || '...'
           ELSE encode(id, 'hex') END
      USING ERRCODE = '22023';
  END IF;
  RETURN encode(id, 'hex');
END
$oid$;

CREATE OR REPLACE FUNCTION oid_from_hex(hex text) RETURNS bytea
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $oid$
BEGIN
  IF hex !~ '^[0-9a-fA-F]{24}$' THEN
    RAISE EXCEPTION 'oid_from_hex: an ObjectId is 24 hex digits, got % (% characters)',
      quote_literal(CASE WHEN length(hex) > 64 THEN substring(hex FROM 1 FOR 64) || '...' ELSE hex END),
      length(hex)
      USING ERRCODE = '22P02';
  END IF;
  RETURN decode(hex, 'hex');
END
$oid$;

CREATE OR REPLACE FUNCTION oid_timestamp(id bytea) RETURNS timestamptz
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $oid$
BEGIN
  IF octet_length(id) <> 12 THEN
    RAISE EXCEPTION 'oid_timestamp: an ObjectId is 12 bytes, got % bytes: \x%', octet_length(id),
      CASE WHEN octet_length(id) > 32 THEN encode(substring(id FROM 1 FOR 32), 'hex') || '...'
           ELSE encode(id, 'hex') END
      USING ERRCODE = '22023';
  END IF;
  -- Unsigned: 0x80000000 and above are the seconds after 2038-01-19, not before 1970.
  RETURN to_timestamp((get_byte(id, 0)::bigint << 24) | (get_byte(id, 1) << 16) | (get_byte(id, 2) << 8)
                      | get_byte(id, 3));
END
$oid$;

CREATE OR REPLACE FUNCTION oid_min(ts timestamptz) RETURNS bytea
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $oid$
DECLARE
  seconds numeric := floor(extract(epoch FROM ts));
BEGIN
  IF seconds < 0 OR seconds > 4294967295 THEN
    RAISE EXCEPTION 'oid_min: % (UTC) is outside the seconds of an ObjectId, 1970-01-01 00:00:00 .. 2106-02-07 06:28:15',
      ts AT TIME ZONE 'UTC' USING ERRCODE = '22008';
  END IF;
  RETURN substring(int8send(seconds::bigint) FROM 5 FOR 4) || '\x0000000000000000'::bytea;
END
$oid$;
