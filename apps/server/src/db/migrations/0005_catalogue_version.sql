CREATE TABLE "catalogue_state" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "catalogue_state_one_row" CHECK ("catalogue_state"."id")
);
--> statement-breakpoint
INSERT INTO "catalogue_state" DEFAULT VALUES;
--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_state" SET "version" = "version" + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'content_packages', 'package_genres', 'package_instruments', 'package_skill_levels',
    'channel_packages', 'dashboard_lists', 'dashboard_list_packages', 'dashboard_groups',
    'genres', 'instruments', 'skill_levels', 'languages', 'regions'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER "bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"()', t);
  END LOOP;
END
$$;
