'use client'

import Image from 'next/image'
import { useCallback, useState } from 'react'
import { Modal } from './Modal'
import { Button } from '@/ui/Button'

export type SocialChannel = { name: string; url: string | null; icon: string | null; qr_code_url: string | null }

const badge =
  'inline-flex items-center gap-2 rounded-full border border-slate-700 bg-slate-800/60 py-1.5 pl-1.5 pr-3 text-sm text-slate-200 transition-colors hover:border-brand-500 hover:text-white'
const iconClass =
  'inline-flex h-7 w-7 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white'

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
      <Modal open={qrChannel !== null} title={qrChannel ? `关注「${qrChannel.name}」` : ''} onClose={close}>
        {qrChannel?.qr_code_url && (
          <div className="flex flex-col items-center gap-4">
            <Image
              src={qrChannel.qr_code_url}
              alt={`${qrChannel.name}二维码`}
              width={220}
              height={220}
              className="h-56 w-56 rounded-lg border border-slate-200 object-contain p-2"
            />
            <p className="text-center text-sm text-slate-600">打开微信扫一扫，关注我们的{qrChannel.name}</p>
            <Button onClick={close} block>
              关闭
            </Button>
          </div>
        )}
      </Modal>
    </>
  )
}
