import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { TableFeatureClient as TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OfferingPlacements as OfferingPlacements_dace8ee55ecea2470170f754b01c664e } from '../../../cms/admin/OfferingPlacements'
import { PublishButton as PublishButton_28593fe1e1f12f77b3842cf12950b219 } from '../../../cms/admin/publish/PublishButton'
import { ConvertEnquiry as ConvertEnquiry_68ade5b2384f1f531357b86ebad70059 } from '../../../cms/admin/ConvertEnquiry'
import { EnquiriesExport as EnquiriesExport_d865ce2fb9e335b8f8a8fbf8bf08a788 } from '../../../cms/admin/EnquiriesExport'
import { FileRoomUpload as FileRoomUpload_daab718e7b1739ab4d50b1936e318902 } from '../../../cms/admin/FileRoomUpload'
import { ProjectFileDownload as ProjectFileDownload_38ee1249aec456ab2f702c532e7ffc99 } from '../../../cms/admin/ProjectFileDownload'
import { UploadRules as UploadRules_18134f22cba45de74d330ed50ca20731 } from '../../../cms/media/UploadRules'
import { CurrentPasswordField as CurrentPasswordField_beebf79b9fd046ea8fce481cdf21b395 } from '../../../cms/admin/CurrentPasswordField'
import { OutboxMessage as OutboxMessage_3b67772e0b3389881be220b8c6c70486 } from '../../../cms/admin/OutboxMessage'
import { Avatar as Avatar_b2f13f7166b151bab9a5bcf0e429c3b8 } from '../../../cms/admin/shell/Avatar'
import { Icon as Icon_94b2ece305ce68c32d1e40185f2d4b63 } from '../../../cms/admin/shell/Icon'
import { Logo as Logo_3e1de5499f48d822ee8827ff831184b5 } from '../../../cms/admin/shell/Logo'
import { AnalyticsNavLink as AnalyticsNavLink_7244fdccaf6b6dae92fdf4bd10237b8c } from '../../../cms/admin/AnalyticsNavLink'
import { StaffDashboard as StaffDashboard_abaf0aa703defee6822c48d546dda5b4 } from '../../../cms/admin/StaffDashboard'
import { BeforeLogin as BeforeLogin_76cad4b10ac06e105808cb1bee23016c } from '../../../cms/admin/shell/BeforeLogin'
import { AdminWording as AdminWording_65916612589ada5769b402c6d5a233e5 } from '../../../cms/admin/shell/AdminWording'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { AnalyticsDashboard as AnalyticsDashboard_bdf1b8a89241e4d4d6c9cf2af8d0084d } from '../../../cms/admin/AnalyticsDashboard'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#TableFeatureClient": TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/cms/admin/OfferingPlacements#OfferingPlacements": OfferingPlacements_dace8ee55ecea2470170f754b01c664e,
  "/cms/admin/publish/PublishButton#PublishButton": PublishButton_28593fe1e1f12f77b3842cf12950b219,
  "/cms/admin/ConvertEnquiry#ConvertEnquiry": ConvertEnquiry_68ade5b2384f1f531357b86ebad70059,
  "/cms/admin/EnquiriesExport#EnquiriesExport": EnquiriesExport_d865ce2fb9e335b8f8a8fbf8bf08a788,
  "/cms/admin/FileRoomUpload#FileRoomUpload": FileRoomUpload_daab718e7b1739ab4d50b1936e318902,
  "/cms/admin/ProjectFileDownload#ProjectFileDownload": ProjectFileDownload_38ee1249aec456ab2f702c532e7ffc99,
  "/cms/media/UploadRules#UploadRules": UploadRules_18134f22cba45de74d330ed50ca20731,
  "/cms/admin/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_beebf79b9fd046ea8fce481cdf21b395,
  "/cms/admin/OutboxMessage#OutboxMessage": OutboxMessage_3b67772e0b3389881be220b8c6c70486,
  "/cms/admin/shell/Avatar#Avatar": Avatar_b2f13f7166b151bab9a5bcf0e429c3b8,
  "/cms/admin/shell/Icon#Icon": Icon_94b2ece305ce68c32d1e40185f2d4b63,
  "/cms/admin/shell/Logo#Logo": Logo_3e1de5499f48d822ee8827ff831184b5,
  "/cms/admin/AnalyticsNavLink#AnalyticsNavLink": AnalyticsNavLink_7244fdccaf6b6dae92fdf4bd10237b8c,
  "/cms/admin/StaffDashboard#StaffDashboard": StaffDashboard_abaf0aa703defee6822c48d546dda5b4,
  "/cms/admin/shell/BeforeLogin#BeforeLogin": BeforeLogin_76cad4b10ac06e105808cb1bee23016c,
  "/cms/admin/shell/AdminWording#AdminWording": AdminWording_65916612589ada5769b402c6d5a233e5,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/cms/admin/AnalyticsDashboard#AnalyticsDashboard": AnalyticsDashboard_bdf1b8a89241e4d4d6c9cf2af8d0084d,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
