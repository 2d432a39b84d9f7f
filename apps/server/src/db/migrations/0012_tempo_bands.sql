-- Tempo bands (decision 059): a SoundCheck result keeps the tempo it was played at (result.tempo, a
-- percent of the exercise's tempo, 50-150), and the best result is kept per item and band: 'full' from
-- 100 %, 'slower' below. The band is computed from the result, so the key never disagrees with it.
-- Results saved before tempos were kept were played at full tempo, and now say so.
UPDATE "progress" SET "result" = "result" || '{"tempo":100}'::jsonb WHERE NOT ("result" ? 'tempo');--> statement-breakpoint
ALTER TABLE "progress" ADD CONSTRAINT "progress_tempo_check" CHECK (result->'tempo' is not null and jsonb_typeof(result->'tempo') = 'number' and (result->>'tempo')::numeric between 50 and 150);--> statement-breakpoint
ALTER TABLE "progress" ADD COLUMN "band" text GENERATED ALWAYS AS (case when (result->>'tempo')::numeric >= 100 then 'full' else 'slower' end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "progress" DROP CONSTRAINT "progress_user_id_package_id_content_id_pk";--> statement-breakpoint
ALTER TABLE "progress" ADD CONSTRAINT "progress_user_id_package_id_content_id_band_pk" PRIMARY KEY("user_id","package_id","content_id","band");
