-- Archived packages (decision 057): a package staff delete while learners hold it is archived instead,
-- hidden from discovery and kept for its holders. The statement triggers of 0005 on content_packages
-- bump catalogue_state.version for this column's updates as for any other. The index on
-- entitlements.package_id counts a package's holders (and serves the delete's cascade).
ALTER TABLE "content_packages" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "entitlements_package_id_index" ON "entitlements" USING btree ("package_id");
