CREATE TABLE "channel_packages" (
	"channel_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "channel_packages_channel_id_package_id_pk" PRIMARY KEY("channel_id","package_id")
);
--> statement-breakpoint
CREATE TABLE "content_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thumbnail_image" text,
	"author" text DEFAULT '' NOT NULL,
	"publisher" text DEFAULT '' NOT NULL,
	"release_date" timestamp with time zone,
	"trial_period_in_days" integer DEFAULT 0 NOT NULL,
	"catalogue_number" text,
	"price" jsonb DEFAULT '{"isFree":false,"points":0,"list":[]}'::jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_groups" (
	"group" text NOT NULL,
	"list_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "dashboard_groups_group_list_id_pk" PRIMARY KEY("group","list_id"),
	CONSTRAINT "dashboard_groups_group_check" CHECK ("dashboard_groups"."group" in ('library', 'discover'))
);
--> statement-breakpoint
CREATE TABLE "dashboard_list_packages" (
	"list_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "dashboard_list_packages_list_id_package_id_pk" PRIMARY KEY("list_id","package_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"icon" text DEFAULT 'star' NOT NULL,
	"title" text NOT NULL,
	"is_fixed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_genres" (
	"package_id" uuid NOT NULL,
	"genre_id" text NOT NULL,
	CONSTRAINT "package_genres_package_id_genre_id_pk" PRIMARY KEY("package_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "package_instruments" (
	"package_id" uuid NOT NULL,
	"instrument_id" text NOT NULL,
	CONSTRAINT "package_instruments_package_id_instrument_id_pk" PRIMARY KEY("package_id","instrument_id")
);
--> statement-breakpoint
CREATE TABLE "package_skill_levels" (
	"package_id" uuid NOT NULL,
	"skill_level_id" text NOT NULL,
	CONSTRAINT "package_skill_levels_package_id_skill_level_id_pk" PRIMARY KEY("package_id","skill_level_id")
);
--> statement-breakpoint
CREATE TABLE "entitlements" (
	"user_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entitlements_user_id_package_id_pk" PRIMARY KEY("user_id","package_id"),
	CONSTRAINT "entitlements_kind_check" CHECK ("entitlements"."kind" in ('subscription', 'trial')),
	CONSTRAINT "entitlements_period_check" CHECK ("entitlements"."ends_at" > "entitlements"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "progress" (
	"user_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"content_id" text NOT NULL,
	"result" jsonb NOT NULL,
	"stars" integer NOT NULL,
	"score" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "progress_user_id_package_id_content_id_pk" PRIMARY KEY("user_id","package_id","content_id"),
	CONSTRAINT "progress_stars_check" CHECK ("progress"."stars" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "code_uses" (
	"code_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "code_uses_code_id_user_id_pk" PRIMARY KEY("code_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"code" text NOT NULL,
	"max_uses" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "codes_uses_check" CHECK ("codes"."uses" >= 0 and "codes"."uses" <= "codes"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "coupon_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"package_id" uuid NOT NULL,
	"content_channel_id_list" text[] DEFAULT '{}'::text[] NOT NULL,
	"multi_use_counter" integer DEFAULT 1 NOT NULL,
	"expires_on" timestamp with time zone,
	"created_by_api" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_packages" ADD CONSTRAINT "channel_packages_channel_id_content_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."content_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_packages" ADD CONSTRAINT "channel_packages_package_id_content_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."content_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_groups" ADD CONSTRAINT "dashboard_groups_list_id_dashboard_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."dashboard_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_list_packages" ADD CONSTRAINT "dashboard_list_packages_list_id_dashboard_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."dashboard_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_list_packages" ADD CONSTRAINT "dashboard_list_packages_package_id_content_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."content_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_genres" ADD CONSTRAINT "package_genres_package_id_content_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."content_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_genres" ADD CONSTRAINT "package_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_instruments" ADD CONSTRAINT "package_instruments_package_id_content_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."content_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_instruments" ADD CONSTRAINT "package_instruments_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_skill_levels" ADD CONSTRAINT "package_skill_levels_package_id_content_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."content_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_skill_levels" ADD CONSTRAINT "package_skill_levels_skill_level_id_skill_levels_id_fk" FOREIGN KEY ("skill_level_id") REFERENCES "public"."skill_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_package_id_content_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."content_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress" ADD CONSTRAINT "progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress" ADD CONSTRAINT "progress_package_id_content_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."content_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_uses" ADD CONSTRAINT "code_uses_code_id_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_uses" ADD CONSTRAINT "code_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_list_id_coupon_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."coupon_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_lists" ADD CONSTRAINT "coupon_lists_package_id_content_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."content_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_lists" ADD CONSTRAINT "coupon_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_packages_package_id_index" ON "channel_packages" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "package_genres_genre_id_index" ON "package_genres" USING btree ("genre_id");--> statement-breakpoint
CREATE INDEX "package_instruments_instrument_id_index" ON "package_instruments" USING btree ("instrument_id");--> statement-breakpoint
CREATE INDEX "progress_user_id_index" ON "progress" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "codes_code_idx" ON "codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "codes_list_id_index" ON "codes" USING btree ("list_id");