-- The change feed (decision 024): every committed change to what a learner read shows of a user (the
-- account row, entitlements, SoundCheck results) or to the catalogue's version is told on the channel
-- "bandbook_changes", whoever writes it (the API, a job, a seed, an operator in psql). Each API process
-- listens and drops what it kept in memory of that user. PostgreSQL delivers a notification only when
-- its transaction commits, in commit order, and once per payload per transaction.
CREATE FUNCTION "notify_user_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('bandbook_changes', 'u:' || COALESCE(NEW.id, OLD.id));
  ELSE
    PERFORM pg_notify('bandbook_changes', 'u:' || COALESCE(NEW.user_id, OLD.user_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "notify_user_change" AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_user_change"();
--> statement-breakpoint
CREATE TRIGGER "notify_user_change" AFTER INSERT OR UPDATE OR DELETE ON "entitlements"
  FOR EACH ROW EXECUTE FUNCTION "notify_user_change"();
--> statement-breakpoint
CREATE TRIGGER "notify_user_change" AFTER INSERT OR UPDATE OR DELETE ON "progress"
  FOR EACH ROW EXECUTE FUNCTION "notify_user_change"();
--> statement-breakpoint
-- TRUNCATE has no rows to name: everyone is dropped.
CREATE FUNCTION "notify_everyone_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bandbook_changes', 'all');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "notify_everyone_changed" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_everyone_changed"();
--> statement-breakpoint
CREATE TRIGGER "notify_everyone_changed" AFTER TRUNCATE ON "entitlements"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_everyone_changed"();
--> statement-breakpoint
CREATE TRIGGER "notify_everyone_changed" AFTER TRUNCATE ON "progress"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_everyone_changed"();
--> statement-breakpoint
CREATE FUNCTION "notify_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bandbook_changes', 'c:' || NEW.version);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "notify_catalogue_version" AFTER UPDATE ON "catalogue_state"
  FOR EACH ROW EXECUTE FUNCTION "notify_catalogue_version"();
--> statement-breakpoint
-- Code activation in one round trip (decision 024): the checks a learner is told about, in the order
-- they are told, then the writes. The subscription is granted first, and only when no live one is
-- held (a concurrent activation of another code may have granted one); then one use is taken (never
-- past the limit: the row lock makes concurrent takers wait and re-check) and recorded (the primary
-- key of code_uses refuses a second use by the same learner). A use that cannot be taken raises, which
-- undoes the grant: the statement is its own transaction.
CREATE FUNCTION "activate_code"(
  p_code text, p_user uuid, p_days integer,
  OUT status text, OUT book_id uuid, OUT granted_at timestamptz, OUT granted_until timestamptz,
  OUT book_results json
) LANGUAGE plpgsql AS $$
DECLARE
  c record;
  held record;
BEGIN
  SELECT codes.id, codes.uses, codes.max_uses, l.package_id, l.expires_on,
    (SELECT COALESCE((p.price->>'isFree')::boolean, false) FROM content_packages p
      WHERE p.id = l.package_id AND p.active) AS is_free
  INTO c
  FROM codes JOIN coupon_lists l ON l.id = codes.list_id
  WHERE codes.code = p_code;
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
