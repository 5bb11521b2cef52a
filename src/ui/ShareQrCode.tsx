import QRCode from 'qrcode'

/**
 * 微信扫一扫分享: a QR code of `url`, drawn on the server as inline SVG (no image request, no
 * third-party service), for visitors on a computer to open the page in WeChat on their phone.
 */
export async function ShareQrCode({ url }: { url: string }) {
  const svg = await QRCode.toString(url, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#0f172aff', light: '#ffffffff' },
  })
  const labelled = svg.replace('<svg ', '<svg role="img" aria-label="本页二维码" width="128" height="128" ')
  return (
    <figure className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4" data-testid="share-qr">
      <span
        className="block h-28 w-28 shrink-0 [&>svg]:h-full [&>svg]:w-full"
        dangerouslySetInnerHTML={{ __html: labelled }}
      />
      <figcaption className="text-sm leading-6 text-slate-600">
        <strong className="block text-base text-slate-900">微信扫一扫分享</strong>
        用微信扫描二维码，在手机上打开本页并分享给好友或朋友圈。
      </figcaption>
    </figure>
  )
}
