-- Reserves API calls of an account's monthly quota in one round trip (docs/decisions/041): the
-- account's lock, the count of billed and held calls, and the reservation run inside the database,
-- so the lock is held for microseconds instead of four client round trips. Each statement of a
-- VOLATILE function takes its own snapshot, so the count sees every reservation committed before
-- the lock was granted. Returns the calls used before this one; the reservation is made only when
-- used + units fits the quota. The lock key is the one the client-side transaction took before.
CREATE FUNCTION "reserve_api_calls"(
	p_account_id text,
	p_key_id text,
	p_month text,
	p_units integer,
	p_monthly_calls integer,
	p_now timestamp with time zone,
	p_reservation_id text,
	p_expires_at timestamp with time zone
) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	used integer;
BEGIN
	PERFORM pg_advisory_xact_lock(hashtext('api-quota:' || p_account_id));
	SELECT coalesce((SELECT sum(u.calls) FROM api_usage u JOIN api_keys k ON k.id = u.key_id WHERE k.user_id = p_account_id AND u.month = p_month), 0)
		+ coalesce((SELECT sum(r.calls) FROM api_call_reservations r JOIN api_keys k ON k.id = r.key_id WHERE k.user_id = p_account_id AND r.month = p_month AND r.expires_at > p_now), 0)
		INTO used;
	IF used + p_units <= p_monthly_calls THEN
		INSERT INTO api_call_reservations (id, key_id, month, calls, expires_at) VALUES (p_reservation_id, p_key_id, p_month, p_units, p_expires_at);
		-- Once a minute at most: every call writing the key's row would queue calls on its row lock.
		UPDATE api_keys SET last_used_at = p_now WHERE id = p_key_id AND (last_used_at IS NULL OR last_used_at < p_now - interval '1 minute');
	END IF;
	RETURN used;
END
$$;
