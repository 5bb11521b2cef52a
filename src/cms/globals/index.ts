import { SiteSettings } from './SiteSettings'

export const globals = [SiteSettings]
