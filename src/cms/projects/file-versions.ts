import type { PayloadRequest } from 'payload'

/** The version a file of this name gets in this project: one more than the newest kept. */
export async function nextFileVersion(req: PayloadRequest, projectId: number, name: string): Promise<number> {
  const newest = await req.payload.find({
    collection: 'project-files',
    where: { project: { equals: projectId }, name: { equals: name } },
    sort: '-version',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
    select: { version: true },
  })
  return (newest.docs[0]?.version ?? 0) + 1
}
