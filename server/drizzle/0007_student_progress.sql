CREATE TABLE "student_progress" (
	"user_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"labs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "student_progress_user_id_subject_pk" PRIMARY KEY("user_id","subject")
);
--> statement-breakpoint
ALTER TABLE "student_progress" ADD CONSTRAINT "student_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Recomputes student_progress for the (student, lab) pairs given. Locks in one order, the same for
-- every writer: the submission rows (taken by the write itself), then the pairs' lab_attempts rows
-- (which taking and withdrawing an attempt lock too), then the progress rows, each set sorted. So
-- concurrent writers of one student queue up rather than deadlock. The recompute is a later
-- statement, hence (READ COMMITTED) a fresh snapshot that sees every write committed before the
-- lock was granted: whoever holds the lock last computes from everything.
CREATE FUNCTION "refresh_student_progress"(user_ids uuid[], lab_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
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
      SELECT jsonb_agg(jsonb_build_array(x.lab_number, x.made, x.used, x.best, x.passed) ORDER BY x.lab_number)
      FROM (
        SELECT l.lab_number,
               count(*) AS made,
               count(*) FILTER (WHERE NOT s.attempt_returned) AS used,
               max(s.score) AS best,
               bool_or(s.is_pass) AS passed
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
-- Statement-level, so a bulk write recomputes each student once. An update only counts when it
-- changes what the progress is made of (score, pass, attempt given back, owner or lab).
CREATE FUNCTION "submissions_refresh_student_progress"() RETURNS trigger LANGUAGE plpgsql AS $$
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
      WHERE (o.score, o.is_pass, o.attempt_returned, o.user_id, o.lab_id) IS DISTINCT FROM (n.score, n.is_pass, n.attempt_returned, n.user_id, n.lab_id);
  END IF;
  IF user_ids IS NOT NULL THEN
    PERFORM refresh_student_progress(user_ids, lab_ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "submissions_student_progress_insert" AFTER INSERT ON "submissions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submissions_refresh_student_progress();
--> statement-breakpoint
CREATE TRIGGER "submissions_student_progress_update" AFTER UPDATE ON "submissions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submissions_refresh_student_progress();
--> statement-breakpoint
CREATE TRIGGER "submissions_student_progress_delete" AFTER DELETE ON "submissions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION submissions_refresh_student_progress();
--> statement-breakpoint
-- Backfill: every student with submissions gets their progress per subject, by the same function.
SELECT refresh_student_progress(array_agg(p.user_id ORDER BY p.user_id, p.lab_id), array_agg(p.lab_id ORDER BY p.user_id, p.lab_id))
  FROM (SELECT DISTINCT user_id, lab_id FROM "submissions") p;
