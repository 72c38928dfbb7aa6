ALTER TABLE "labs" ADD COLUMN "university_id" uuid;--> statement-breakpoint
ALTER TABLE "labs" ADD CONSTRAINT "labs_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "labs_university" ON "labs" USING btree ("university_id");--> statement-breakpoint
CREATE TABLE "lab_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"university_id" uuid NOT NULL,
	"lab_id" uuid,
	"created_by" uuid NOT NULL,
	"updated_by" uuid NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"content" jsonb NOT NULL,
	"checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_drafts_lab" UNIQUE("lab_id"),
	CONSTRAINT "lab_drafts_revision" CHECK ("lab_drafts"."revision" > 0)
);--> statement-breakpoint
ALTER TABLE "lab_drafts" ADD CONSTRAINT "lab_drafts_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_drafts" ADD CONSTRAINT "lab_drafts_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_drafts" ADD CONSTRAINT "lab_drafts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_drafts" ADD CONSTRAINT "lab_drafts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_drafts_university" ON "lab_drafts" USING btree ("university_id");
