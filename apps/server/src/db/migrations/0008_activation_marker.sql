-- Code activation carries its process's read-your-writes marker (decision 024): the marker is told in
-- the activation's own transaction, so the answer waits for no second statement. And activations of
-- one code take turns from the start (the code's row is locked when read). Otherwise as 0007.
DROP FUNCTION "activate_code"(text, uuid, integer);
--> statement-breakpoint
CREATE FUNCTION "activate_code"(
  p_code text, p_user uuid, p_days integer, p_marker text,
  OUT status text, OUT book_id uuid, OUT granted_at timestamptz, OUT granted_until timestamptz,
  OUT book_results json
) LANGUAGE plpgsql AS $$
DECLARE
  c record;
  held record;
BEGIN
  -- Told when this transaction commits, whatever its outcome: the caller's process hears it after
  -- every change committed before, its own included (decision 024, read-your-writes).
  IF p_marker IS NOT NULL THEN PERFORM pg_notify('bandbook_changes', p_marker); END IF;
  SELECT codes.id, codes.uses, codes.max_uses, l.package_id, l.expires_on,
    (SELECT COALESCE((p.price->>'isFree')::boolean, false) FROM content_packages p
      WHERE p.id = l.package_id AND p.active) AS is_free
  INTO c
  FROM codes JOIN coupon_lists l ON l.id = codes.list_id
  WHERE codes.code = p_code
  -- Activations of one code take turns from here: a second one waits for the first to commit, then
  -- reads its use and is refused plainly, instead of doing the work and undoing it.
  FOR UPDATE OF codes;
  IF NOT FOUND THEN status := 'incorrect'; RETURN; END IF;
  book_id := c.package_id;
  IF c.expires_on IS NOT NULL AND c.expires_on <= now() THEN status := 'expired'; RETURN; END IF;
  -- A book that is not live is no book to unlock.
  IF c.is_free IS NULL THEN status := 'incorrect'; RETURN; END IF;
  SELECT e.kind, e.ends_at INTO held FROM entitlements e
    WHERE e.user_id = p_user AND e.package_id = c.package_id;
  IF FOUND AND held.kind = 'subscription' AND held.ends_at > now() AND NOT c.is_free THEN
    status := 'owned'; RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM code_uses u WHERE u.code_id = c.id AND u.user_id = p_user) THEN
    status := 'used_by_you'; RETURN;
  END IF;
  IF c.uses >= c.max_uses THEN status := 'used_up'; RETURN; END IF;

  granted_at := now();
  granted_until := granted_at + make_interval(days => p_days);
  INSERT INTO entitlements AS e (user_id, package_id, kind, starts_at, ends_at, source)
    VALUES (p_user, c.package_id, 'subscription', granted_at, granted_until, 'code')
    ON CONFLICT (user_id, package_id) DO UPDATE
      SET kind = 'subscription', starts_at = excluded.starts_at, ends_at = excluded.ends_at,
        source = 'code'
      WHERE NOT (e.kind = 'subscription' AND e.ends_at > now());
  IF NOT FOUND THEN status := 'owned'; RETURN; END IF;
  UPDATE codes SET uses = uses + 1 WHERE id = c.id AND uses < max_uses;
  IF NOT FOUND THEN RAISE EXCEPTION 'code used up' USING ERRCODE = 'BB001'; END IF;
  INSERT INTO code_uses (code_id, user_id) VALUES (c.id, p_user);
  -- The learner's results in the book (a trial's, for one), for the answer.
  SELECT COALESCE(json_agg(json_build_object('id', r.content_id, 'stars', r.stars, 'result', r.result)),
      '[]'::json)
    INTO book_results FROM progress r WHERE r.user_id = p_user AND r.package_id = c.package_id;
  status := 'activated';
END
$$;
