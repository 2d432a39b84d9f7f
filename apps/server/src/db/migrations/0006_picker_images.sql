ALTER TABLE "genres" ADD COLUMN "on_image" text;--> statement-breakpoint
ALTER TABLE "genres" ADD COLUMN "off_image" text;--> statement-breakpoint
ALTER TABLE "instruments" ADD COLUMN "on_image" text;--> statement-breakpoint
ALTER TABLE "instruments" ADD COLUMN "off_image" text;