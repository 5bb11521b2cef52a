import { z } from 'zod'
import { booleanParam } from '@/lib/api'
import type { SameShape } from '@/lib/openapi'
import type { FacultyDTO } from './serialize'

export const facultyQuery = z.object({
  is_active: booleanParam().meta({ description: '兼容旧前端的参数：访客只能看到启用的师资，无论取值如何' }),
})

const contactInfo = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  wechat: z.string().optional(),
  website: z.string().optional(),
})

export const facultySchema = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    title: z.string().nullable(),
    avatar_url: z.string().nullable(),
    background: z.string().nullable(),
    expertise: z.array(z.string()),
    achievements: z.array(z.string()),
    contact_info: z
      .union([contactInfo, z.string(), z.null()])
      .meta({ description: '对象 {email, phone, wechat, website}、其 JSON 字符串，或纯文本（视为邮箱）' }),
  })
  .meta({ id: 'FacultyIntroduction', title: '师资介绍' })

const shapesMatch: SameShape<typeof facultySchema, FacultyDTO> = true
void shapesMatch
