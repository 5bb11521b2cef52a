/**
 * Data step of the `trust_and_publishing` migration (both adapters call it after their schema SQL).
 *
 * - 新闻分类: the categories articles already use become the managed list, and every article (and
 *   every saved version) points at its category's row.
 * - One publish model: 已发布 now mirrors Payload's status. An item hidden with the old checkbox
 *   becomes a draft (still hidden, now shown as 草稿 with 发布 to bring it back); a draft's flag says
 *   it is not published.
 * - Accounts are shown by name: `display_name` from the name, else the e-mail address.
 *
 * Plain SQL both databases accept (booleans as true/false, double-quoted names).
 */
export async function trustAndPublishingData(execute: (statement: string) => Promise<unknown>): Promise<void> {
  await execute(`INSERT INTO "news_categories" ("name", "sort_order")
    SELECT "name", 0 FROM (
      SELECT TRIM("category") AS "name" FROM "news" WHERE "category" IS NOT NULL
      UNION
      SELECT TRIM("version_category") AS "name" FROM "_news_v" WHERE "version_category" IS NOT NULL
    ) AS "used" WHERE "name" <> ''`)
  await execute(`UPDATE "news" SET "news_category_id" =
    (SELECT "id" FROM "news_categories" WHERE "news_categories"."name" = TRIM("news"."category"))`)
  await execute(`UPDATE "_news_v" SET "version_news_category_id" =
    (SELECT "id" FROM "news_categories" WHERE "news_categories"."name" = TRIM("_news_v"."version_category"))`)

  for (const table of ['news', 'cases']) {
    await execute(`UPDATE "_${table}_v" SET "version__status" = 'draft'
      WHERE "latest" = true AND "version__status" = 'published'
        AND "parent_id" IN (SELECT "id" FROM "${table}" WHERE "is_published" = false AND "_status" = 'published')`)
    await execute(`UPDATE "${table}" SET "_status" = 'draft' WHERE "is_published" = false AND "_status" = 'published'`)
    await execute(`UPDATE "${table}" SET "is_published" = false WHERE "_status" = 'draft'`)
  }

  await execute(`UPDATE "users" SET "display_name" = COALESCE(NULLIF(TRIM("full_name"), ''), "email")`)
}
