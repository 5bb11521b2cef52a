import type { NextConfig } from 'next'
import path from 'node:path'
import { withPayload } from '@payloadcms/next/withPayload'
import { PERSONAL_CACHE_CONTROL, SHARED_CACHE_CONTROL } from './src/lib/cache-control'
import {
  ADMIN_CONTENT_SECURITY_POLICY,
  BASELINE_SECURITY_HEADERS,
  SITE_CONTENT_SECURITY_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from './src/server/security-headers.mjs'
import { IMAGE_DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from './src/lib/image-sizes.mjs'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // src/server/serve.mjs points an instance at its own view of the build (src/server/instance-dist-dir.mjs)
  // when NEXT_CACHE_DIR is set; builds always write .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Rendered pages and cached reads: per database, shared through Redis when configured (see the handler).
  cacheHandler: path.resolve(import.meta.dirname, 'src/server/next-cache/handler.mjs'),
  cacheMaxMemorySize: 0,
  // The page cache stores each answer's ETag with it (src/server/next-cache/rules.mjs withEntityTag).
  generateEtags: false,
  images: {
    // Uploaded images are served by this app under /cms-api; nothing is fetched from other hosts.
    localPatterns: [{ pathname: '/cms-api/**' }, { pathname: '/images/**' }],
    deviceSizes: IMAGE_DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    qualities: [IMAGE_QUALITY],
  },
  // Short image addresses (src/lib/image-address.mjs). The production server expands them before
  // Next and checks them; this rule is for `next dev`, which has no such server.
  async rewrites() {
    return {
      beforeFiles: [
        {
          source: '/img/:width(\\d+)/:collection([a-z0-9-]+)/:name',
          destination: `/_next/image?url=/cms-api/:collection/file/:name&w=:width&q=${IMAGE_QUALITY}`,
        },
      ],
      // The IndexNow key file sits at the site's root (so the key covers every URL); a route segment
      // cannot hold a name pattern, so its handler lives at /indexnow-key/<key>.
      afterFiles: [{ source: '/indexnow-:key([A-Za-z0-9-]{8,128}).txt', destination: '/indexnow-key/:key' }],
      fallback: [],
    }
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: BASELINE_SECURITY_HEADERS,
      },
      // The same split as security-headers.mjs isStaffPath (for what the server answers itself).
      {
        source: '/:path((?!admin$|admin/|cms-api/).*)',
        headers: [{ key: 'Content-Security-Policy', value: SITE_CONTENT_SECURITY_POLICY }],
      },
      {
        source: '/:path(admin|admin/.*|cms-api/.*)',
        headers: [{ key: 'Content-Security-Policy', value: ADMIN_CONTENT_SECURITY_POLICY }],
      },
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [{ key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY }],
      },
      // Site pages are the same for every visitor (the account menu is drawn in the browser), so a
      // shared cache may keep them. Next's own header would say s-maxage=3600: too long for a proxy
      // that cannot be told about an edit. Route handlers, the admin and Next's assets set their own.
      {
        source: '/:path((?!api/|api$|admin|cms-api|_next/|preview/).*)',
        headers: [{ key: 'Cache-Control', value: SHARED_CACHE_CONTROL }],
      },
      // Personal and staff pages, and addresses carrying a one-time token: never kept.
      {
        source: '/(profile|reset-password|verify-email|test|test-service-menu|design)',
        headers: [{ key: 'Cache-Control', value: PERSONAL_CACHE_CONTROL }],
      },
      {
        source: '/profile/:rest+',
        headers: [{ key: 'Cache-Control', value: PERSONAL_CACHE_CONTROL }],
      },
      {
        source: '/newsletter/:link(confirm|unsubscribe)',
        headers: [{ key: 'Cache-Control', value: PERSONAL_CACHE_CONTROL }],
      },
      // Staff previews of drafts (src/app/(site)/preview): never kept, never indexed.
      {
        source: '/preview/:path*',
        headers: [
          { key: 'Cache-Control', value: PERSONAL_CACHE_CONTROL },
          { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
        ],
      },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
