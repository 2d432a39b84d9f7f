CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"icon" text,
	"is_content" boolean DEFAULT false NOT NULL,
	"sso_url" text DEFAULT '' NOT NULL,
	"oauth_public_key" text DEFAULT '' NOT NULL,
	"oauth_secret_key" text DEFAULT '' NOT NULL,
	"api_key" text DEFAULT '' NOT NULL,
	"subscription_duration" integer DEFAULT 365 NOT NULL,
	"subscription_description" text DEFAULT 'One Year Subscription' NOT NULL,
	"price_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"trial_duration" integer DEFAULT 14 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_site_builds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"result_key" text,
	"error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "content_channels" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_channels" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "content_channels" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "content_packages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_packages" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "dashboard_lists" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_lists" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "dashboard_lists" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;