'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useCallback } from 'react'
import { requestServicesScroll, scrollToCoreServices } from '@/features/shell/components/services-scroll'

/** 服务 / 核心学术服务: scroll to the home page's services, going home first when elsewhere. */
export function useGoToServices(): () => void {
  const pathname = usePathname()
  const router = useRouter()
  return useCallback(() => {
    if (pathname === '/') {
      scrollToCoreServices(0)
    } else {
      requestServicesScroll()
      router.push('/')
    }
  }, [pathname, router])
}
