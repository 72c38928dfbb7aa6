CREATE TABLE "danger_verdicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"verdict" text NOT NULL,
	"quote" text NOT NULL,
	"grader_version" text NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "danger_verdicts_finding" UNIQUE("submission_id","item_id"),
	CONSTRAINT "danger_verdicts_verdict" CHECK ("danger_verdicts"."verdict" in ('confirmed', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "danger_policy" text DEFAULT 'hold' NOT NULL;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "audit_share" real DEFAULT 0.1 NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "audit_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "danger_verdicts" ADD CONSTRAINT "danger_verdicts_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "danger_verdicts" ADD CONSTRAINT "danger_verdicts_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "danger_verdicts_item" ON "danger_verdicts" USING btree ("item_id");--> statement-breakpoint
ALTER TABLE "universities" ADD CONSTRAINT "universities_danger_policy" CHECK ("universities"."danger_policy" in ('hold', 'fail'));--> statement-breakpoint
ALTER TABLE "universities" ADD CONSTRAINT "universities_audit_share" CHECK ("universities"."audit_share" >= 0 and "universities"."audit_share" <= 1);--> statement-breakpoint
-- The progress tuple gains a sixth element: an answer of this lab waits for a lecturer
-- (needs_review), so dashboards say "waiting for lecturer" rather than "failed" or "not attempted".
CREATE OR REPLACE FUNCTION "refresh_student_progress"(user_ids uuid[], lab_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "lab_attempts" ("user_id", "lab_id")
    SELECT DISTINCT p.user_id, p.lab_id FROM unnest(user_ids, lab_ids) AS p(user_id, lab_id) ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
  PERFORM 1 FROM "lab_attempts" a
    WHERE (a.user_id, a.lab_id) IN (SELECT p.user_id, p.lab_id FROM unnest(user_ids, lab_ids) AS p(user_id, lab_id))
    ORDER BY a.user_id, a.lab_id
    FOR UPDATE;
  INSERT INTO "student_progress" ("user_id", "subject")
    SELECT DISTINCT p.user_id, l.subject FROM unnest(user_ids, lab_ids) AS p(user_id, lab_id) JOIN "labs" l ON l.id = p.lab_id ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
  PERFORM 1 FROM "student_progress" sp
    WHERE (sp.user_id, sp.subject) IN (SELECT p.user_id, l.subject FROM unnest(user_ids, lab_ids) AS p(user_id, lab_id) JOIN "labs" l ON l.id = p.lab_id)
    ORDER BY sp.user_id, sp.subject
    FOR UPDATE;
  UPDATE "student_progress" sp
    SET "labs" = coalesce((
      SELECT jsonb_agg(jsonb_build_array(x.lab_number, x.made, x.used, x.best, x.passed, x.waiting) ORDER BY x.lab_number)
      FROM (
        SELECT l.lab_number,
               count(*) AS made,
               count(*) FILTER (WHERE NOT s.attempt_returned) AS used,
               max(s.score) AS best,
               bool_or(s.is_pass) AS passed,
               bool_or(s.status = 'needs_review') AS waiting
        FROM "submissions" s
        JOIN "labs" l ON l.id = s.lab_id
        WHERE s.user_id = sp.user_id AND l.subject = sp.subject
        GROUP BY l.lab_number
      ) x
    ), '[]'::jsonb)
    WHERE (sp.user_id, sp.subject) IN (SELECT p.user_id, l.subject FROM unnest(user_ids, lab_ids) AS p(user_id, lab_id) JOIN "labs" l ON l.id = p.lab_id);
END
$$;
--> statement-breakpoint
-- A status change (into or out of needs_review) now changes the progress too.
CREATE OR REPLACE FUNCTION "submissions_refresh_student_progress"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  user_ids uuid[];
  lab_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.user_id ORDER BY n.user_id, n.lab_id), array_agg(n.lab_id ORDER BY n.user_id, n.lab_id)
      INTO user_ids, lab_ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.user_id ORDER BY o.user_id, o.lab_id), array_agg(o.lab_id ORDER BY o.user_id, o.lab_id)
      INTO user_ids, lab_ids FROM old_rows o;
  ELSE
    SELECT array_agg(side.user_id ORDER BY side.user_id, side.lab_id), array_agg(side.lab_id ORDER BY side.user_id, side.lab_id)
      INTO user_ids, lab_ids
      FROM old_rows o
      JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.user_id, o.lab_id), (n.user_id, n.lab_id)) AS side(user_id, lab_id)
      WHERE (o.score, o.is_pass, o.attempt_returned, o.user_id, o.lab_id, o.status = 'needs_review')
        IS DISTINCT FROM (n.score, n.is_pass, n.attempt_returned, n.user_id, n.lab_id, n.status = 'needs_review');
  END IF;
  IF user_ids IS NOT NULL THEN
    PERFORM refresh_student_progress(user_ids, lab_ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
SELECT refresh_student_progress(array_agg(p.user_id ORDER BY p.user_id, p.lab_id), array_agg(p.lab_id ORDER BY p.user_id, p.lab_id))
  FROM (SELECT DISTINCT user_id, lab_id FROM "submissions") p
  HAVING count(*) > 0;
