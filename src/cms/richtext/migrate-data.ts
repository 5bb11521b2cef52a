import { sql } from '@payloadcms/db-sqlite'
import { migrationDatabase, type MigrationArgs } from '@/cms/migration-sql'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { contactFieldsFromLegacy, type ContactFields } from '@/cms/faculty/contact'
import { htmlToRichText, mediaFileNames } from './from-html'
import { richTextToHtml } from './to-html'
import { bodyEditorConfig } from './server'

/**
 * The data half of the rich-text migration (the schema half is generated SQL):
 * - news, cases and services: the HTML bodies stored before the editor become rich text (`body`),
 *   and `content` is produced again from it, exactly as a save in the admin would;
 * - faculty: the old JSON `contact_info` becomes the four contact fields and their form.
 *
 * Everything goes through plain SQL on the migration's own connection, never the Local API: the
 * Local API reads with the newest collection configs, whose columns later migrations may not have
 * added yet when this one runs.
 *
 * Called from the generated migration (both adapters):
 *   const contacts = await readLegacyFacultyContacts({ db, payload })   // first line of up()
 *   ...generated SQL...
 *   await convertToRichText({ db, payload }, contacts)                  // last line of up()
 */

type Args = MigrationArgs
export type LegacyContacts = { id: number; value: unknown }[]

const BODY_COLLECTIONS = [
  { collection: 'news', table: 'news' },
  { collection: 'cases', table: 'cases' },
  { collection: 'services', table: 'services' },
] as const

const database = migrationDatabase

/** Reads faculty `contact_info` before the schema SQL drops the column. */
export async function readLegacyFacultyContacts(args: Args): Promise<LegacyContacts> {
  const db = database(args)
  const rows = await db.rows(sql`SELECT id, contact_info FROM faculty_introductions WHERE contact_info IS NOT NULL`)
  return rows.map((row) => ({ id: Number(row.id), value: db.parseJson(row.contact_info) }))
}

async function writeFacultyContacts(args: Args, contacts: LegacyContacts): Promise<void> {
  const db = database(args)
  for (const { id, value } of contacts) {
    const fields: ContactFields | null = contactFieldsFromLegacy(value)
    if (!fields) continue
    await db.run(sql`UPDATE faculty_introductions SET
      contact_info_email = ${fields.email ?? null},
      contact_info_phone = ${fields.phone ?? null},
      contact_info_wechat = ${fields.wechat ?? null},
      contact_info_website = ${fields.website ?? null},
      contact_info_form = ${fields.form ?? 'object'}
      WHERE id = ${id}`)
  }
}

/** Rich text of one stored HTML body, and the HTML produced again from it. */
export async function convertStoredHtml(
  args: Args,
  collection: (typeof BODY_COLLECTIONS)[number]['collection'],
  html: string,
): Promise<{ body: SerializedEditorState; content: string }> {
  const db = database(args)
  const apiRoute = args.payload.config.routes.api
  const body = await htmlToRichText(html, {
    editorConfig: bodyEditorConfig(args.payload.config, collection),
    findMedia: async (src) => {
      for (const filename of mediaFileNames(src, apiRoute)) {
        const [row] = await db.rows(sql`SELECT id FROM media WHERE filename = ${filename} LIMIT 1`)
        if (row) return { id: Number(row.id) }
      }
      return null
    },
  })
  const content = await richTextToHtml(
    body,
    async <T extends object>({ collectionSlug, id }: { collectionSlug: string; id: number | string }) => {
      if (collectionSlug !== 'media') return undefined // bodies made from HTML link by address only
      const [row] = await db.rows(
        sql`SELECT id, filename, alt, mime_type, width, height FROM media WHERE id = ${Number(id)} LIMIT 1`,
      )
      if (!row?.filename) return undefined
      return {
        id: Number(row.id),
        url: `${apiRoute}/media/file/${encodeURIComponent(String(row.filename))}`,
        alt: row.alt,
        filename: row.filename,
        mimeType: row.mime_type,
        width: row.width == null ? null : Number(row.width),
        height: row.height == null ? null : Number(row.height),
      } as unknown as T
    },
  )
  return { body, content }
}

/** Converts every HTML body without rich text, then writes the faculty contact fields. */
export async function convertToRichText(args: Args, legacyContacts: LegacyContacts = []): Promise<void> {
  const db = database(args)
  for (const { collection, table } of BODY_COLLECTIONS) {
    const rows = await db.rows(
      sql`SELECT id, content FROM ${sql.identifier(table)} WHERE body IS NULL AND content IS NOT NULL AND content <> ''`,
    )
    for (const row of rows) {
      const { body, content } = await convertStoredHtml(args, collection, String(row.content))
      await db.run(
        sql`UPDATE ${sql.identifier(table)} SET body = ${db.json(body)}, content = ${content || null} WHERE id = ${Number(row.id)}`,
      )
    }
  }
  await writeFacultyContacts(args, legacyContacts)
}
