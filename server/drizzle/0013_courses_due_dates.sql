-- Issue 22 items 6 and 7. A lecturer may teach several courses (universities): one row per
-- lecturer and course, the primary key making a doubled membership impossible under concurrent
-- requests. users.university_id stays the course a lecturer's session opens by default (always
-- one of their memberships, or null); existing lecturers keep the course they had.
CREATE TABLE "professor_courses" (
	"user_id" uuid NOT NULL,
	"university_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professor_courses_pk" PRIMARY KEY("user_id","university_id")
);
--> statement-breakpoint
ALTER TABLE "professor_courses" ADD CONSTRAINT "professor_courses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professor_courses" ADD CONSTRAINT "professor_courses_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "professor_courses_university" ON "professor_courses" USING btree ("university_id");--> statement-breakpoint
INSERT INTO "professor_courses" ("user_id", "university_id")
	SELECT "id", "university_id" FROM "users" WHERE "role" = 'professor' AND "university_id" IS NOT NULL;
--> statement-breakpoint
-- An optional due date per lab per course; attempts finalised after it are late.
CREATE TABLE "lab_due_dates" (
	"university_id" uuid NOT NULL,
	"lab_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"set_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_due_dates_pk" PRIMARY KEY("university_id","lab_id")
);
--> statement-breakpoint
ALTER TABLE "lab_due_dates" ADD CONSTRAINT "lab_due_dates_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_due_dates" ADD CONSTRAINT "lab_due_dates_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_due_dates" ADD CONSTRAINT "lab_due_dates_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
