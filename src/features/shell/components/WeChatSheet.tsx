'use client'

import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { Img } from '@/ui/Img'
import { CloseIcon } from '@/ui/CloseIcon'
import { buttonClass } from '@/ui/button-class'
import { copyText, type CopyOutcome } from '@/features/shell/clipboard'

const COPY_NOTICE: Record<CopyOutcome, string> = {
  copied: '已复制，打开微信粘贴到搜索框即可添加',
  selected: '已选中微信号，请长按选择“复制”',
}

/**
 * The phone contact bar's 微信 sheet: the WeChat ID with 复制微信号 and the QR image, large enough
 * to long-press and save (a visitor on the phone cannot scan the phone's own screen). A native
 * <dialog> from the bottom of the screen: focus, Escape and an inert page come with showModal();
 * a tap on the dimmed backdrop closes it too. Mounted while open only.
 */
export function WeChatSheet({
  wechatId,
  qrCodeUrl,
  onClose,
}: {
  wechatId: string | null
  qrCodeUrl: string | null
  onClose: () => void
}) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const idRef = useRef<HTMLElement>(null)
  const [notice, setNotice] = useState('')
  const headingId = useId()
  const hintId = useId()

  const close = useCallback(() => dialogRef.current?.close(), [])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (!dialog.open) dialog.showModal()
    // A click on the dialog element itself is one on the backdrop (the content is an inner box).
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) close()
    }
    dialog.addEventListener('click', onClick)
    return () => dialog.removeEventListener('click', onClick)
  }, [close])

  const copy = useCallback(async () => {
    if (!wechatId) return
    setNotice('')
    setNotice(COPY_NOTICE[await copyText(wechatId, idRef.current)])
  }, [wechatId])

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={headingId}
      aria-describedby={hintId}
      onClose={onClose}
      data-wechat-sheet
      className="visible mx-0 mb-0 mt-auto w-full max-w-none bg-transparent p-0 backdrop:bg-slate-900/60"
    >
      <div className="max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-t-2xl bg-white px-5 pt-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] text-slate-800">
        <div className="flex items-start justify-between gap-4">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            添加学术顾问微信
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label="关闭"
            className="-mr-2 -mt-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <CloseIcon />
          </button>
        </div>

        {wechatId && (
          <div className="mt-3 flex flex-wrap items-center gap-3 rounded-xl bg-slate-50 px-4 py-3">
            <p className="min-w-0 flex-1 text-sm text-slate-600">
              微信号
              <strong
                ref={idRef}
                className="ml-2 select-all break-all font-mono text-lg font-semibold text-slate-900"
                data-wechat-id
              >
                {wechatId}
              </strong>
            </p>
            <button
              type="button"
              onClick={copy}
              className={buttonClass({ size: 'md', className: 'min-h-11 shrink-0' })}
            >
              复制微信号
            </button>
          </div>
        )}
        <p role="status" className="mt-2 min-h-5 text-sm font-medium text-emerald-700">
          {notice}
        </p>

        {qrCodeUrl && (
          <div className="mt-2 flex justify-center">
            <Img
              src={qrCodeUrl}
              alt="学术顾问微信二维码"
              width={240}
              height={240}
              // The file itself, not a resized copy: what a long-press saves is the code as uploaded.
              unoptimized
              loading="eager"
              className="h-60 w-60 rounded-lg border border-slate-200 bg-white object-contain p-2"
            />
          </div>
        )}
        <p id={hintId} className="mt-3 text-center text-sm leading-6 text-slate-600">
          {qrCodeUrl ? '长按二维码保存，或复制微信号后在微信中添加' : '复制微信号后在微信中添加'}
        </p>
      </div>
    </dialog>
  )
}
