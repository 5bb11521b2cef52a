/**
 * Data step of the enquiry_linked_at migrations (both databases): before this release a guest's
 * enquiry linked to a member by its address was not marked. Marked now, leaning towards hiding,
 * is every enquiry of a member that carries an address and was created by the moment the member's
 * address was verified (linking only ever took those); it gets that moment as its `linked_at`.
 * The statement is the same SQL on SQLite and PostgreSQL (ISO dates compare as text on SQLite).
 */
export const MARK_LINKED_ENQUIRIES = `
UPDATE "enquiries" SET "linked_at" = (
  SELECT "users"."email_confirmed_at" FROM "users" WHERE "users"."id" = "enquiries"."member_id"
)
WHERE "linked_at" IS NULL
  AND "member_id" IS NOT NULL
  AND "email" IS NOT NULL AND trim("email") <> ''
  AND EXISTS (
    SELECT 1 FROM "users"
    WHERE "users"."id" = "enquiries"."member_id"
      AND "users"."email_confirmed_at" IS NOT NULL
      AND "enquiries"."created_at" <= "users"."email_confirmed_at"
  )`
