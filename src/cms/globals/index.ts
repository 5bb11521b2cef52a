import type { GlobalConfig } from 'payload'
import { hiddenUnlessStaff } from '@/cms/access'
import { SiteSettings } from './SiteSettings'

/** Registered globals, shown in the admin to content staff only unless they say otherwise (docs/roles.md). */
export const globals: GlobalConfig[] = [SiteSettings].map((global) => ({
  ...global,
  admin: { ...global.admin, hidden: global.admin?.hidden ?? hiddenUnlessStaff },
}))
