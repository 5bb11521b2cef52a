import type { MetadataRoute } from 'next'

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: '科研学术服务平台',
    short_name: '科研学术服务平台',
    description: '为科研人员、研究生与医学作者提供一站式学术支持。',
    lang: 'zh-CN',
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#1f66c4',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  }
}
