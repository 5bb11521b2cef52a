'use client'

import { usePathname, useRouter } from 'next/navigation'
import { logout, useSession } from '@/features/shell/session-client'
import { toast } from '@/features/shell/toast'
import { Button, LinkButton } from '@/ui/Button'
import { buttonClass } from '@/ui/button-class'

/**
 * The header's sign-in state (the site layout puts it into the shell's account slots): 登录 for
 * visitors; 个人中心 and 退出登录 for signed-in users. `stacked` is the phone menu's layout.
 */
export function AccountMenu({ stacked = false }: { stacked?: boolean }) {
  const session = useSession()
  const router = useRouter()
  const pathname = usePathname()

  // Holds the exact place of the 登录 button until the session is known, so nothing shifts.
  if (session.status === 'loading') {
    return (
      <span className={buttonClass({ size: 'sm', block: stacked, className: 'invisible' })} aria-hidden="true">
        登录
      </span>
    )
  }

  if (session.status === 'authenticated') {
    const onLogout = async () => {
      await logout()
      toast.success('已退出登录')
      if (pathname.startsWith('/profile')) router.push('/')
      router.refresh()
    }
    return (
      <div className={stacked ? 'grid grid-cols-2 gap-3' : 'flex items-center gap-2'}>
        {/* The way on is the primary action; signing out is the quiet one (issue #42). */}
        <LinkButton href="/profile" size="sm" title={session.user.email}>
          个人中心
        </LinkButton>
        {/* data-close-menu: in the phone menu, signing out closes the menu. */}
        <Button variant="neutral" size="sm" onClick={onLogout} data-close-menu>
          退出登录
        </Button>
      </div>
    )
  }

  return (
    <LinkButton href="/login" size="sm" block={stacked}>
      登录
    </LinkButton>
  )
}
