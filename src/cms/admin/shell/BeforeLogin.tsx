import type { Payload } from 'payload'
import { brandName } from './brand'

/** Above the login form: who this admin belongs to and who may use it, in Chinese. */
export async function BeforeLogin({ payload }: { payload?: Payload }) {
  const name = await brandName(payload)
  return (
    <div className="keyan-admin-before-login" style={{ marginBottom: 24 }}>
      <h1 style={{ fontSize: 22, margin: '0 0 8px' }}>{name} 管理后台</h1>
      <p style={{ margin: 0, color: 'var(--theme-elevation-800)' }}>
        供公司员工管理网站内容。请使用公司分配的账号和密码登录；忘记密码可点击下方“忘记密码？”。
      </p>
    </div>
  )
}
