import { OutboxMessage as OutboxMessage_9c6305821038fe148ec6756e2b1a3046 } from '../../../features/accounts/admin/OutboxMessage'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/features/accounts/admin/OutboxMessage#OutboxMessage": OutboxMessage_9c6305821038fe148ec6756e2b1a3046,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
