-- ObjectId functions for MariaDB (10.10 or later), from the oid project's module oid-sql.
-- An id is a BINARY(12); timestamps are DATETIME in UTC (MariaDB's TIMESTAMP ends in 2038). Safe to run again:
-- every statement creates or replaces. Run it in the database where the functions should live. Statements
-- that hold semicolons are delimited by // between DELIMITER lines, as the mariadb client and Flyway read them.
--
--   oid_generate()             a new id: 4-byte unsigned seconds, the session's random 5-byte value, a 3-byte counter
--   oid_to_hex(id)             24 lowercase hex digits
--   oid_from_hex(text)         the id of exactly 24 hex digits (either case); anything else is an error
--   oid_timestamp(id)          the id's second as a UTC DATETIME, read unsigned (1970-01-01 .. 2106-02-07 06:28:15)
--   oid_min(datetime)          the lowest id of that UTC second (8 zero bytes after it), for range queries
--
-- Wrong input (an id that is not 12 bytes, text that is not 24 hex digits, a second outside 1970..2106) raises
-- an error that names the value (SQLSTATE 22023), never a null or a cut value.

-- The counter: one sequence for the database, starting at a random value. Its last 3 bytes are the counter.
EXECUTE IMMEDIATE CONCAT('CREATE SEQUENCE IF NOT EXISTS oid_generate_counter START WITH ',
                         FLOOR(RAND() * 16777216), ' CACHE 1000');

DELIMITER //

CREATE OR REPLACE FUNCTION oid_generate() RETURNS BINARY(12)
NOT DETERMINISTIC MODIFIES SQL DATA
COMMENT 'A new ObjectId: seconds, the session''s random 5-byte value, a 3-byte counter'
BEGIN
  -- UNIX_TIMESTAMP(): the second the calling statement started, as NOW() reads it.
  DECLARE seconds BIGINT DEFAULT UNIX_TIMESTAMP();
  IF seconds IS NULL OR seconds < 0 OR seconds > 4294967295 THEN
    SIGNAL SQLSTATE '22023' SET MESSAGE_TEXT = 'oid_generate: UNIX_TIMESTAMP() gives no second from 1970 to 2106';
  END IF;
  -- The session's 5-byte value, drawn (RANDOM_BYTES: the server's cryptographic generator) at its first call.
  IF @oid_process_unique IS NULL OR LENGTH(@oid_process_unique) <> 5 THEN
    SET @oid_process_unique = RANDOM_BYTES(5);
  END IF;
  RETURN CONCAT(UNHEX(LPAD(HEX(seconds), 8, '0')), @oid_process_unique,
                UNHEX(LPAD(HEX(NEXTVAL(oid_generate_counter) & 16777215), 6, '0')));
END//

CREATE OR REPLACE FUNCTION oid_to_hex(id LONGBLOB) RETURNS CHAR(24) CHARACTER SET ascii
DETERMINISTIC NO SQL
COMMENT 'The 24 lowercase hex digits of a 12-byte ObjectId'
BEGIN
  DECLARE message VARCHAR(512);
  IF id IS NULL THEN
    RETURN NULL;
  END IF;
  IF LENGTH(id) <> 12 THEN
    SET message = CONCAT('oid_to_hex: an ObjectId is 12 bytes, got ', LENGTH(id), ' bytes: 0x',
                         LOWER(HEX(LEFT(id, 32))), IF(LENGTH(id) > 32, '...', ''));
    SIGNAL SQLSTATE '22023' SET MESSAGE_TEXT = message;
  END IF;
  RETURN LOWER(HEX(id));
END//

CREATE OR REPLACE FUNCTION oid_from_hex(hex LONGTEXT CHARACTER SET utf8mb4) RETURNS BINARY(12)
DETERMINISTIC NO SQL
COMMENT 'The 12-byte ObjectId of exactly 24 hex digits'
BEGIN
  DECLARE message VARCHAR(512);
  IF hex IS NULL THEN
    RETURN NULL;
  END IF;
  -- UNHEX is NULL for anything but hex digits; CHAR_LENGTH = LENGTH keeps to ASCII.
  IF CHAR_LENGTH(hex) <> 24 OR LENGTH(hex) <> 24 OR UNHEX(hex) IS NULL THEN
    SET message = CONCAT('oid_from_hex: an ObjectId is 24 hex digits, got ''', LEFT(hex, 64),
                         IF(CHAR_LENGTH(hex) > 64, '...', ''), ''' (', CHAR_LENGTH(hex), ' characters)');
    SIGNAL SQLSTATE '22023' SET MESSAGE_TEXT = message;
  END IF;
  RETURN UNHEX(hex);
END//

CREATE OR REPLACE FUNCTION oid_timestamp(id LONGBLOB) RETURNS DATETIME
DETERMINISTIC NO SQL
COMMENT 'The second of a 12-byte ObjectId as a UTC DATETIME, read unsigned'
BEGIN
  DECLARE message VARCHAR(512);
  IF id IS NULL THEN
    RETURN NULL;
  END IF;
  IF LENGTH(id) <> 12 THEN
    SET message = CONCAT('oid_timestamp: an ObjectId is 12 bytes, got ', LENGTH(id), ' bytes: 0x',
                         LOWER(HEX(LEFT(id, 32))), IF(LENGTH(id) > 32, '...', ''));
    SIGNAL SQLSTATE '22023' SET MESSAGE_TEXT = message;
  END IF;
  -- Unsigned: 0x80000000 and above are the seconds after 2038-01-19, not before 1970.
  RETURN TIMESTAMPADD(SECOND, CONV(HEX(LEFT(id, 4)), 16, 10), TIMESTAMP'1970-01-01 00:00:00');
END//

CREATE OR REPLACE FUNCTION oid_min(ts DATETIME(6)) RETURNS BINARY(12)
DETERMINISTIC NO SQL
COMMENT 'The lowest ObjectId of a UTC second: its 4 bytes, then 8 zero bytes'
BEGIN
  DECLARE message VARCHAR(512);
  IF ts IS NULL THEN
    RETURN NULL;
  END IF;
  IF ts < TIMESTAMP'1970-01-01 00:00:00' OR ts >= TIMESTAMP'2106-02-07 06:28:16' THEN
    SET message = CONCAT('oid_min: ', ts, ' (UTC) is outside the seconds of an ObjectId,',
                         ' 1970-01-01 00:00:00 .. 2106-02-07 06:28:15');
    SIGNAL SQLSTATE '22023' SET MESSAGE_TEXT = message;
  END IF;
  RETURN UNHEX(CONCAT(LPAD(HEX(TIMESTAMPDIFF(SECOND, TIMESTAMP'1970-01-01 00:00:00', ts)), 8, '0'),
                      '0000000000000000'));
END//

DELIMITER ;
