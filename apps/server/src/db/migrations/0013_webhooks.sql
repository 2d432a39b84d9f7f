CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"queued_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_status" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_status_check" CHECK ("webhook_deliveries"."status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"secret" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_id_created_at_index" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
-- The webhook outbox (decision 064): an event is written as one pending delivery per enabled endpoint
-- subscribed to it, in the transaction of the change it tells of, whoever writes it (the API, a job,
-- an operator in psql). The body is the Standard Webhooks payload: type, timestamp, data.
CREATE FUNCTION "queue_webhook_event"(p_type text, p_data jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO webhook_deliveries (endpoint_id, event, payload)
    SELECT e.id, p_type, jsonb_build_object(
        'type', p_type,
        'timestamp', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'data', p_data)
    FROM webhook_endpoints e
    WHERE e.enabled AND p_type = ANY (e.events);
END
$$;
--> statement-breakpoint
-- A code's use (activate_code writes one per activation).
CREATE FUNCTION "webhook_code_activated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM queue_webhook_event('code.activated', (
    SELECT jsonb_build_object('userId', NEW.user_id, 'code', c.code, 'codeListId', c.list_id,
        'contentPackageId', l.package_id, 'activatedAt', NEW.activated_at)
    FROM codes c JOIN coupon_lists l ON l.id = c.list_id WHERE c.id = NEW.code_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "webhook_code_activated" AFTER INSERT ON "code_uses"
  FOR EACH ROW EXECUTE FUNCTION "webhook_code_activated"();
--> statement-breakpoint
-- Subscriptions and trials: a new row is granted; a live one removed, or replaced by the other kind
-- (a code's subscription over a trial), has ended; a new period is granted again while it lasts and
-- ended once it is over. Running out by the clock writes nothing and is not told: `endsAt` says when.
CREATE FUNCTION "webhook_holding_event"(p_kind text, p_what text, r entitlements) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM queue_webhook_event(p_kind || '.' || p_what, jsonb_build_object(
    'userId', r.user_id, 'contentPackageId', r.package_id, 'startsAt', r.starts_at,
    'endsAt', r.ends_at, 'source', r.source));
END
$$;
--> statement-breakpoint
CREATE FUNCTION "webhook_holding_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM webhook_holding_event(NEW.kind, 'granted', NEW);
  ELSIF TG_OP = 'DELETE' THEN
    IF OLD.ends_at > now() THEN PERFORM webhook_holding_event(OLD.kind, 'ended', OLD); END IF;
  ELSIF OLD.kind <> NEW.kind THEN
    IF OLD.ends_at > now() THEN PERFORM webhook_holding_event(OLD.kind, 'ended', OLD); END IF;
    PERFORM webhook_holding_event(NEW.kind, 'granted', NEW);
  ELSIF (OLD.starts_at, OLD.ends_at) IS DISTINCT FROM (NEW.starts_at, NEW.ends_at) THEN
    IF NEW.ends_at > now() THEN
      PERFORM webhook_holding_event(NEW.kind, 'granted', NEW);
    ELSIF OLD.ends_at > now() THEN
      PERFORM webhook_holding_event(NEW.kind, 'ended', NEW);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "webhook_holding_changed" AFTER INSERT OR UPDATE OR DELETE ON "entitlements"
  FOR EACH ROW EXECUTE FUNCTION "webhook_holding_changed"();
--> statement-breakpoint
-- An account deleted (soft, decision 054): its id and role, never its erased personal data.
CREATE FUNCTION "webhook_account_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM queue_webhook_event('account.deleted', jsonb_build_object(
    'userId', NEW.id, 'role', NEW.role, 'deletedAt', NEW.deleted_at));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "webhook_account_deleted" AFTER UPDATE OF "deleted_at" ON "users"
  FOR EACH ROW WHEN (OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL)
  EXECUTE FUNCTION "webhook_account_deleted"();
