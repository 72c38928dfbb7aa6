ALTER TABLE "submissions" ADD COLUMN "upload_id" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_upload_id" UNIQUE("upload_id");