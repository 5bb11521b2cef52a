import type { Field, FieldAccess, SanitizedConfig } from 'payload'

/**
 * The fields Payload adds to an upload collection to describe its file (filename, MIME type, size,
 * dimensions, addresses, the resized copies, the bucket key) are shown read-only in the admin, but
 * Payload leaves them writable through the API: an editor could rename a file away from its
 * record or claim another MIME type. They may be written only in the request that uploads a file,
 * where Payload works them out from the file itself. Applied to the built config (payload.config.ts),
 * once Payload (and the storage plugin) have added those fields: every copy of the config gets it.
 */
const onlyWithAFile: FieldAccess = ({ req }) => Boolean(req.file)

function guard(fields: Field[], insideSizes = false): void {
  for (const field of fields) {
    // `sizes` (the resized copies) is a group of groups; only its leaves are marked read-only.
    const isSizes = insideSizes || ('name' in field && field.name === 'sizes' && field.type === 'group')
    const readOnly = isSizes || (field.admin as { readOnly?: boolean } | undefined)?.readOnly === true
    if ('name' in field && field.type !== 'ui' && readOnly) {
      const withAccess = field as { access?: Record<string, FieldAccess | undefined> }
      const access = (withAccess.access ??= {})
      access.create ??= onlyWithAFile
      access.update ??= onlyWithAFile
    }
    if ('fields' in field && Array.isArray(field.fields)) guard(field.fields as Field[], isSizes)
  }
}

export function guardUploadFileFields(config: SanitizedConfig): void {
  for (const collection of config.collections) if (collection.upload) guard(collection.fields)
}
