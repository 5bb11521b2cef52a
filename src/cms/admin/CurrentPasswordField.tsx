'use client'
import { PasswordField, useAuth, useDocumentInfo } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

/** Empty is fine here: the server asks for it only when the e-mail or password changes. */
const anyValue = () => true as const

/**
 * 当前密码 on the admin's edit form of one's own account (账户, /admin/account): a password input,
 * sent with the save as `current_password`, which the server needs with a new e-mail or password
 * of one's own (cms/auth/current-password.ts). Not shown on anyone else's account.
 */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => {
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  if (!user || id === undefined || id === null || String(user.id) !== String(id)) return null
  return <PasswordField autoComplete="current-password" field={field} path={path ?? field.name} validate={anyValue} />
}
