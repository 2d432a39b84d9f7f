-- The rules for using a code, stated once (decision 056). code_verdict(code, user) tells whether the
-- user may use the code now and, when not, the first rule that refuses. POST /api/coupons/check reads
-- it as it is, without a lock. activate_code locks the code's row, then reads the same verdict, and
-- writes only when it says 'usable'. Otherwise activate_code is as in 0008.
CREATE FUNCTION "code_verdict"(
  p_code text, p_user uuid,
  OUT status text, OUT code_id uuid, OUT book_id uuid
) LANGUAGE plpgsql STABLE AS $$
DECLARE
  c record;
BEGIN
  SELECT codes.id, codes.uses, codes.max_uses, l.package_id, l.expires_on,
    EXISTS (SELECT 1 FROM content_packages p WHERE p.id = l.package_id AND p.active) AS book_live
  INTO c
  FROM codes JOIN coupon_lists l ON l.id = codes.list_id
  WHERE codes.code = p_code;
  -- 1. The code exists.
  IF NOT FOUND THEN status := 'incorrect'; RETURN; END IF;
  code_id := c.id;
  book_id := c.package_id;
  -- 2. Its list has not expired.
  IF c.expires_on IS NOT NULL AND c.expires_on <= now() THEN status := 'expired'; RETURN; END IF;
  -- 3. Its book is live: a book that is not is no book to unlock.
  IF NOT c.book_live THEN status := 'incorrect'; RETURN; END IF;
  -- 4. The user holds no live subscription to the book (a trial is replaced by the code's).
  IF EXISTS (SELECT 1 FROM entitlements e
      WHERE e.user_id = p_user AND e.package_id = c.package_id
        AND e.kind = 'subscription' AND e.ends_at > now()) THEN
    status := 'owned'; RETURN;
  END IF;
  -- 5. The user has not used this code before.
  IF EXISTS (SELECT 1 FROM code_uses u WHERE u.code_id = c.id AND u.user_id = p_user) THEN
    status := 'used_by_you'; RETURN;
  END IF;
  -- 6. The code has a use left.
  IF c.uses >= c.max_uses THEN status := 'used_up'; RETURN; END IF;
  status := 'usable';
END
$$;
--> statement-breakpoint
DROP FUNCTION "activate_code"(text, uuid, integer, text);
--> statement-breakpoint
CREATE FUNCTION "activate_code"(
  p_code text, p_user uuid, p_days integer, p_marker text,
  OUT status text, OUT book_id uuid, OUT granted_at timestamptz, OUT granted_until timestamptz,
  OUT book_results json
) LANGUAGE plpgsql AS $$
DECLARE
  v record;
BEGIN
  -- Told when this transaction commits, whatever its outcome: the caller's process hears it after
  -- every change committed before, its own included (decision 024, read-your-writes).
  IF p_marker IS NOT NULL THEN PERFORM pg_notify('bandbook_changes', p_marker); END IF;
  -- Activations of one code take turns: a second one waits here until the first commits. The verdict
  -- is read by the next statement, so after the wait, with the use the first one took. Without this
  -- lock two activations could both be told 'usable' for the last use, and the second's UPDATE below
  -- would break the codes_uses_check constraint (an error, not a refusal).
  PERFORM 1 FROM codes WHERE codes.code = p_code FOR UPDATE;
  SELECT * INTO v FROM code_verdict(p_code, p_user);
  book_id := v.book_id;
  IF v.status <> 'usable' THEN status := v.status; RETURN; END IF;

  granted_at := now();
  granted_until := granted_at + make_interval(days => p_days);
  INSERT INTO entitlements AS e (user_id, package_id, kind, starts_at, ends_at, source)
    VALUES (p_user, v.book_id, 'subscription', granted_at, granted_until, 'code')
    ON CONFLICT (user_id, package_id) DO UPDATE
      SET kind = 'subscription', starts_at = excluded.starts_at, ends_at = excluded.ends_at,
        source = 'code'
      WHERE NOT (e.kind = 'subscription' AND e.ends_at > now());
  -- A live subscription written since the verdict by a statement that does not take this code's
  -- lock (another code for the same book, in parallel; the back office): rule 4, nothing granted.
  IF NOT FOUND THEN status := 'owned'; RETURN; END IF;
  -- The lock makes this the code's only writer, so the verdict's rules 5 and 6 still hold here; the
  -- check constraint (uses <= max_uses) and code_uses' primary key remain the database's own guards.
  UPDATE codes SET uses = uses + 1 WHERE id = v.code_id;
  INSERT INTO code_uses (code_id, user_id) VALUES (v.code_id, p_user);
  -- The learner's results in the book (a trial's, for one), for the answer.
  SELECT COALESCE(json_agg(json_build_object('id', r.content_id, 'stars', r.stars, 'result', r.result)),
      '[]'::json)
    INTO book_results FROM progress r WHERE r.user_id = p_user AND r.package_id = v.book_id;
  status := 'activated';
END
$$;
