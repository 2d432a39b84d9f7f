ALTER TABLE "coupon_lists" ADD COLUMN "codes_pending" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "static_site_builds" ADD COLUMN "page_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "export_files" ADD COLUMN "scope" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Exports already queued twice for the same kind: the newest stays, the older ones' jobs find no row.
DELETE FROM "export_files" AS "f" WHERE "f"."status" in ('queued', 'running') AND EXISTS (SELECT 1 FROM "export_files" AS "g" WHERE "g"."kind" = "f"."kind" AND "g"."status" in ('queued', 'running') AND ("g"."created_at", "g"."id") > ("f"."created_at", "f"."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "export_files_pending_idx" ON "export_files" USING btree ("kind","scope") WHERE "export_files"."status" in ('queued', 'running');