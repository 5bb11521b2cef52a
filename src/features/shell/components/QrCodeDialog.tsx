'use client'

import { Img } from '@/ui/Img'
import { Button } from '@/ui/Button'
import { Modal } from './Modal'

/** A social channel's QR code (WeChat and the like), opened from the footer. */
export function QrCodeDialog({ name, qrCodeUrl, onClose }: { name: string; qrCodeUrl: string; onClose: () => void }) {
  return (
    <Modal open title={`关注「${name}」`} onClose={onClose}>
      <div className="flex flex-col items-center gap-4">
        <Img
          src={qrCodeUrl}
          alt={`${name}二维码`}
          width={220}
          height={220}
          className="h-56 w-56 rounded-lg border border-slate-200 object-contain p-2"
        />
        <p className="text-center text-sm text-slate-600">打开微信扫一扫，关注我们的{name}</p>
        <Button onClick={onClose} block>
          关闭
        </Button>
      </div>
    </Modal>
  )
}
