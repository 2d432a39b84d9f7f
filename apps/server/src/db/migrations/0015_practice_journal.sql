CREATE TABLE "practice_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"weekly_goal_minutes" integer,
	"hide_scores" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_settings" (
	"user_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"content_id" text NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_settings_user_id_package_id_content_id_pk" PRIMARY KEY("user_id","package_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "takes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"content_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tempo" integer NOT NULL,
	"part" text,
	"stars" integer NOT NULL,
	"score" real NOT NULL,
	"pitch_score" real,
	"rhythm_score" real NOT NULL,
	"percent_played" real NOT NULL,
	"duration_seconds" real DEFAULT 0 NOT NULL,
	"mode" text,
	"recording_key" text,
	CONSTRAINT "takes_stars_check" CHECK ("takes"."stars" between 0 and 5),
	CONSTRAINT "takes_tempo_check" CHECK (tempo between 50 and 150),
	CONSTRAINT "takes_mode_check" CHECK ("takes"."mode" is null or "takes"."mode" in ('practice', 'perform')),
	CONSTRAINT "takes_duration_check" CHECK ("takes"."duration_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "practice_preferences" ADD CONSTRAINT "practice_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_settings" ADD CONSTRAINT "practice_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_settings" ADD CONSTRAINT "practice_settings_package_id_content_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."content_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "takes" ADD CONSTRAINT "takes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "takes" ADD CONSTRAINT "takes_package_id_content_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."content_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "takes_user_time_idx" ON "takes" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "takes_user_item_idx" ON "takes" USING btree ("user_id","package_id","content_id","created_at" DESC NULLS LAST);