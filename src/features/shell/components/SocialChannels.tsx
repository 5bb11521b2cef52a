'use client'

import { lazy, Suspense, useCallback, useState } from 'react'

// The dialog (and the shared Modal) loads on the first click, not with every page.
const QrCodeDialog = lazy(() => import('./QrCodeDialog').then((module) => ({ default: module.QrCodeDialog })))

export type SocialChannel = { name: string; url: string | null; icon: string | null; qr_code_url: string | null }

const badge = 'social-badge'
const iconClass = 'social-icon'

/** The footer's social channels: external links, or a QR-code dialog for a channel that has one. */
export function SocialChannels({ channels }: { channels: SocialChannel[] }) {
  const [qrChannel, setQrChannel] = useState<SocialChannel | null>(null)
  const close = useCallback(() => setQrChannel(null), [])
  if (channels.length === 0) return null

  return (
    <>
      <ul className="flex flex-wrap gap-2" aria-label="关注我们">
        {channels.map((channel) => {
          const icon = (
            <span className={iconClass} aria-hidden="true">
              {channel.icon || channel.name.slice(0, 1)}
            </span>
          )
          return (
            <li key={channel.name}>
              {channel.qr_code_url ? (
                <button type="button" className={badge} onClick={() => setQrChannel(channel)} aria-haspopup="dialog">
                  {icon}
                  {channel.name}
                </button>
              ) : channel.url ? (
                <a href={channel.url} target="_blank" rel="noopener noreferrer" className={badge}>
                  {icon}
                  {channel.name}
                  <span className="sr-only">（在新窗口打开）</span>
                </a>
              ) : (
                <span className={badge}>
                  {icon}
                  {channel.name}
                </span>
              )}
            </li>
          )
        })}
      </ul>
      {qrChannel?.qr_code_url && (
        <Suspense fallback={null}>
          <QrCodeDialog name={qrChannel.name} qrCodeUrl={qrChannel.qr_code_url} onClose={close} />
        </Suspense>
      )}
    </>
  )
}
