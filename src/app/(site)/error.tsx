'use client'

import { Button, LinkButton } from '@/ui/Button'
import { StatusScreen } from '@/ui/StatusScreen'
import { SERVER_ERROR_MESSAGE, SERVER_ERROR_PAGE_TITLE, SERVER_ERROR_TITLE } from '@/lib/site-text.mjs'

/**
 * Any site page whose server-side read fails and that has no error screen of its own
 * (company, tier and course pages, for instance): a Chinese message inside the site shell,
 * instead of Next's default English one. Without JavaScript, the server's HTML carries the same
 * text (src/server/server-error-screen.mjs).
 */
export default function SiteError({ reset }: { error: Error; reset: () => void }) {
  return (
    <>
      {/* The page's own metadata failed with it; React hoists this into <head>. */}
      <title>{SERVER_ERROR_PAGE_TITLE}</title>
      <StatusScreen
        alert
        title={SERVER_ERROR_TITLE}
        message={SERVER_ERROR_MESSAGE}
        actions={
          <>
            <Button onClick={reset}>重试</Button>
            <LinkButton href="/" variant="secondary">
              返回首页
            </LinkButton>
          </>
        }
      />
    </>
  )
}
