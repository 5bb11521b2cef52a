import { UploadRules as UploadRules_18134f22cba45de74d330ed50ca20731 } from '../../../cms/media/UploadRules'
import { OutboxMessage as OutboxMessage_3b67772e0b3389881be220b8c6c70486 } from '../../../cms/admin/OutboxMessage'
import { Avatar as Avatar_b2f13f7166b151bab9a5bcf0e429c3b8 } from '../../../cms/admin/shell/Avatar'
import { Icon as Icon_94b2ece305ce68c32d1e40185f2d4b63 } from '../../../cms/admin/shell/Icon'
import { Logo as Logo_3e1de5499f48d822ee8827ff831184b5 } from '../../../cms/admin/shell/Logo'
import { BeforeLogin as BeforeLogin_76cad4b10ac06e105808cb1bee23016c } from '../../../cms/admin/shell/BeforeLogin'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/media/UploadRules#UploadRules": UploadRules_18134f22cba45de74d330ed50ca20731,
  "/cms/admin/OutboxMessage#OutboxMessage": OutboxMessage_3b67772e0b3389881be220b8c6c70486,
  "/cms/admin/shell/Avatar#Avatar": Avatar_b2f13f7166b151bab9a5bcf0e429c3b8,
  "/cms/admin/shell/Icon#Icon": Icon_94b2ece305ce68c32d1e40185f2d4b63,
  "/cms/admin/shell/Logo#Logo": Logo_3e1de5499f48d822ee8827ff831184b5,
  "/cms/admin/shell/BeforeLogin#BeforeLogin": BeforeLogin_76cad4b10ac06e105808cb1bee23016c,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
