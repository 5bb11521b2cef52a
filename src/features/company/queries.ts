import { getPayload } from '../../lib/payload'
import { cachedRead } from '../../lib/cache'
import { mediaUrl } from '../../lib/media'

export type SiteSettingsDTO = {
  brand_name: string
  footer_intro: string
  figures: { cases: string; team: string; satisfaction: string; founded: string }
  selling_points: { title: string; description: string; icon: string }[]
  social_channels: { name: string; url: string | null; icon: string | null; qr_code_url: string | null }[]
  careers_email: string
  about_url: string | null
  icp_number: string | null
}

export const getSiteSettings = cachedRead('site-settings', ['site-settings'], async (): Promise<SiteSettingsDTO> => {
  const payload = await getPayload()
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 1, overrideAccess: false })
  return {
    brand_name: settings.brand_name || '科研学术服务平台',
    footer_intro: settings.footer_intro ?? '',
    figures: {
      cases: settings.figures?.cases || '1500+',
      team: settings.figures?.team || '100+',
      satisfaction: settings.figures?.satisfaction || '98%',
      founded: settings.figures?.founded || '2018',
    },
    selling_points: (settings.selling_points ?? []).map((point) => ({
      title: point.title,
      description: point.description ?? '',
      icon: point.icon ?? '',
    })),
    social_channels: (settings.social_channels ?? []).map((channel) => ({
      name: channel.name,
      url: channel.url ?? null,
      icon: channel.icon ?? null,
      qr_code_url: mediaUrl(channel.qr_code),
    })),
    careers_email: settings.careers_email || 'hr@keyan.example.com',
    about_url: settings.about_url ?? null,
    icp_number: settings.icp_number || null,
  }
})
