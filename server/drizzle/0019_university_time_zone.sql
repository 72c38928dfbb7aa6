-- Issue 23: a university's time zone (IANA name; core's isTimeZone checks it on the way in), and
-- the dashboard's "last activity" and "answers waiting" per student kept with the progress row.
ALTER TABLE "universities" ADD COLUMN "time_zone" text DEFAULT 'Asia/Bangkok' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_progress" ADD COLUMN "last_activity_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "student_progress" ADD COLUMN "waiting_answers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- As in 0008, plus the latest attempt and the number of answers waiting (both change only on the
-- writes the trigger already refreshes on: insert, delete, a status into or out of needs_review).
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
    ), '[]'::jsonb),
    "last_activity_at" = (
      SELECT max(s.created_at) FROM "submissions" s JOIN "labs" l ON l.id = s.lab_id
      WHERE s.user_id = sp.user_id AND l.subject = sp.subject
    ),
    "waiting_answers" = (
      SELECT count(*) FROM "submissions" s JOIN "labs" l ON l.id = s.lab_id
      WHERE s.user_id = sp.user_id AND l.subject = sp.subject AND s.status = 'needs_review'
    )
    WHERE (sp.user_id, sp.subject) IN (SELECT p.user_id, l.subject FROM unnest(user_ids, lab_ids) AS p(user_id, lab_id) JOIN "labs" l ON l.id = p.lab_id);
END
$$;
--> statement-breakpoint
UPDATE "student_progress" sp SET
  "last_activity_at" = (SELECT max(s.created_at) FROM "submissions" s JOIN "labs" l ON l.id = s.lab_id WHERE s.user_id = sp.user_id AND l.subject = sp.subject),
  "waiting_answers" = (SELECT count(*) FROM "submissions" s JOIN "labs" l ON l.id = s.lab_id WHERE s.user_id = sp.user_id AND l.subject = sp.subject AND s.status = 'needs_review');
