export const metadata = { title: '科研服务', description: '一页纯文本：Next 本身的下限。' }

export default function RootLayout({ children }) {
  return (
    <html lang="zh-CN">
      <body>{children}</body>
    </html>
  )
}
