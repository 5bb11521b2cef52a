'use client'

import Link from 'next/link'
import {
  useActionState,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react'
import { toast } from '@/features/shell/toast'
import { authFetch, useSession } from '@/features/shell/session-client'
import { Button } from '@/ui/Button'
import { fieldClass } from '@/ui/field-class'
import { sendEnquiryForm, type EnquiryFormState } from '@/features/contact/actions'
import { ENQUIRY_LIMITS, type EnquiryErrors, type EnquiryField } from '@/features/contact/enquiry-fields'
import { storedUtm } from '@/features/contact/utm'
import { landing } from '@/features/shell/landing'
import { consultedService, serviceOptions } from './consult-service'
import { EnquirySent } from './EnquirySent'

const initialState: EnquiryFormState = { status: 'idle', errors: {}, values: {} }

/**
 * The form's rules (with zod, about 20 KB gzip) load when a visitor first focuses a field, not with
 * the page. Should they fail to load, the server's answer carries the same messages.
 */
const loadRules = () => import('@/features/contact/enquiry-schema').catch(() => null)
const SUBMIT_FAILED = '提交失败，请检查网络后重试'

export type EnquiryFormProps = {
  /** The service asked about, filled in (the visitor may change it). */
  service?: string
  /** Shown above the form in the purchase dialog. */
  price?: string
  /** Fewer optional fields side by side: the purchase dialog. */
  compact?: boolean
  heading?: ReactNode
  /** Read the service from ?service= in the address (/contact, which is cached for everyone). */
  serviceFromAddress?: boolean
  /** The page's own path: where the form posts before (or without) JavaScript. */
  permalink?: string
  /**
   * The catalogue's services (names): 咨询服务 becomes a choice of them and 其他 (/contact). Without
   * them (service pages, the purchase dialog) it is a text field, filled with `service`.
   */
  serviceChoices?: readonly string[]
  /** The level of the success panel's heading: one below the heading above the form. */
  sentHeadingLevel?: 'h3' | 'h4'
}

/**
 * The consult form. With JavaScript it checks each field as the visitor leaves it, posts JSON to
 * /api/enquiries (a signed-in member's enquiry joins 我的咨询), says thanks with a toast and turns
 * into the success panel, which takes the focus. Without JavaScript the browser posts the form to
 * its server action and the page comes back with the result, the typed text kept. However fast it
 * is filled (autofill), it is sent: the honeypot and the per-address limit keep robots out.
 *
 * 咨询服务 with `serviceChoices` is a native <select>, not an <input list>: every phone browser
 * (in-app ones too) shows a select's full list in its own picker, while a datalist is missing in
 * some, has no visible cue in others, and hides every other choice once the field holds a name,
 * which is how /contact?service= arrives. Free text still goes through: 其他 points to 咨询内容,
 * and a name the catalogue does not list (a tier's, a course's) is kept as a choice of its own.
 */
export function EnquiryForm({
  service,
  price,
  compact = false,
  heading,
  serviceFromAddress = false,
  permalink,
  serviceChoices,
  sentHeadingLevel = 'h3',
}: EnquiryFormProps) {
  const [serverState, formAction] = useActionState(sendEnquiryForm, initialState, permalink)
  const [errors, setErrors] = useState<EnquiryErrors>(serverState.errors)
  // 'script': sent from this page just now (the panel takes the focus); 'server': the page came
  // back from the form's server action already thanking.
  const [sent, setSent] = useState<false | 'script' | 'server'>(serverState.status === 'sent' ? 'server' : false)
  const [sentWithEmail, setSentWithEmail] = useState(false)
  const choosing = serviceChoices !== undefined && serviceChoices.length > 0
  // The choice the visitor made (or the page brought back without JavaScript); until then the
  // service of the address (/contact?service=) or of the page.
  const [pickedService, setPickedService] = useState<string | null>(serverState.values.service?.trim() || null)
  const addressService = useAddressService(serviceFromAddress && choosing)
  const chosenService = pickedService ?? addressService ?? service?.trim() ?? ''
  const [busy, setBusy] = useState(false)
  const [formError, setFormError] = useState<string | null>(
    serverState.status === 'invalid' && Object.keys(serverState.errors).length === 0
      ? (serverState.message ?? null)
      : null,
  )
  const formRef = useRef<HTMLFormElement>(null)
  const session = useSession()
  const base = useId()
  const id = (field: string) => `${base}-${field}`

  // /contact?service=… in the text field (the choice reads it in useAddressService).
  useEffect(() => {
    if (!serviceFromAddress || choosing) return
    const input = formRef.current?.elements.namedItem('service')
    const asked = serviceInAddress(window.location.search)
    if (asked && input instanceof HTMLInputElement && !input.value) input.value = asked
  }, [serviceFromAddress, choosing])

  // A member's name, phone and e-mail fill the empty fields.
  useEffect(() => {
    const form = formRef.current
    if (!form || session.status !== 'authenticated') return
    const fill = (name: string, value: string | null) => {
      const input = form.elements.namedItem(name)
      if (input instanceof HTMLInputElement && !input.value && value) input.value = value
    }
    fill('name', session.user.full_name)
    fill('phone', session.user.phone)
    fill('email', session.user.email)
  }, [session])

  const values = serverState.values
  const fieldsOf = (form: HTMLFormElement) => Object.fromEntries(new FormData(form)) as Record<string, string>

  const checkField = async (form: HTMLFormElement | null, field: EnquiryField) => {
    if (!form) return
    const raw = fieldsOf(form)
    const rules = await loadRules()
    if (!rules) return
    const result = rules.enquiryBody.safeParse({ ...raw, consent: raw.consent === 'on' })
    const all = result.success ? {} : rules.enquiryErrors(result.error)
    setErrors((current) => ({ ...current, [field]: all[field] }))
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const raw = fieldsOf(form)
    const body = { ...raw, consent: raw.consent === 'on' }
    const rules = await loadRules()
    const checked = rules?.enquiryBody.safeParse(body)
    setFormError(null)
    if (rules && checked && !checked.success) {
      const found = rules.enquiryErrors(checked.error)
      setErrors(found)
      focusFirst(form, found)
      return
    }
    setBusy(true)
    try {
      const response = await authFetch('/api/enquiries', {
        method: 'POST',
        body: JSON.stringify({
          ...body,
          source_page: window.location.pathname,
          landing_referrer: landing().referrer,
          ...storedUtm(),
        }),
      })
      const answer = (await response.json().catch(() => null)) as {
        message?: string
        errors?: EnquiryErrors
      } | null
      if (response.status === 201) {
        setErrors({})
        setSentWithEmail(Boolean(raw.email?.trim()))
        setSent('script')
        setPickedService(null)
        form.reset()
        toast.success(answer?.message ?? '提交成功')
      } else if (response.status === 400 && answer?.errors && Object.keys(answer.errors).length > 0) {
        setErrors(answer.errors)
        focusFirst(form, answer.errors)
      } else {
        const message = answer?.message ?? SUBMIT_FAILED
        setFormError(message)
        toast.error(message)
      }
    } catch {
      setFormError(SUBMIT_FAILED)
      toast.error(SUBMIT_FAILED)
    } finally {
      setBusy(false)
    }
  }

  if (sent) {
    return (
      <EnquirySent
        headingLevel={sentHeadingLevel}
        emailGiven={sentWithEmail}
        member={session.status === 'authenticated'}
        takeFocus={sent === 'script'}
        onAnother={() => setSent(false)}
      />
    )
  }

  const field = (name: EnquiryField): FieldProps => ({
    id: id(name),
    name,
    defaultValue: name === 'service' ? (values.service ?? service ?? '') : (values[name] ?? ''),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-required': name === 'name' || name === 'message' ? true : undefined,
    'aria-describedby': errors[name] ? `${id(name)}-error` : undefined,
    onBlur: (event) => void checkField(event.currentTarget.form, name),
    // A shown error goes as soon as the text is right, not only when the field is left: the
    // layout does not then move under the pointer on the way to the next control.
    onChange: (event) => {
      if (errors[name]) void checkField(event.currentTarget.form, name)
    },
    className: fieldClass,
  })

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      onFocus={() => void loadRules()}
      noValidate
      aria-label="在线咨询"
      aria-busy={busy}
      data-enquiry-form
      className="relative space-y-4"
    >
      {heading}
      {price ? (
        <p className="text-sm text-slate-600">
          价格：<span className="text-lg font-semibold text-red-600">{price}</span>
        </p>
      ) : null}
      <div className={compact ? 'grid gap-4' : 'grid gap-4 sm:grid-cols-2'}>
        <Field label="姓名" required error={errors.name} fieldId={id('name')}>
          <input {...field('name')} autoComplete="name" maxLength={ENQUIRY_LIMITS.name} />
        </Field>
        {!compact && (
          <Field label="单位（选填）" error={errors.organization} fieldId={id('organization')}>
            <input
              {...field('organization')}
              autoComplete="organization"
              maxLength={ENQUIRY_LIMITS.organization}
              placeholder="医院、高校或研究所"
            />
          </Field>
        )}
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-700">
          联系方式 <span className="font-normal text-slate-500">（至少填写一项）</span>
        </legend>
        <div className={compact ? 'grid gap-3' : 'grid gap-3 sm:grid-cols-3'}>
          <Field label="手机号" error={errors.phone} fieldId={id('phone')}>
            <input {...field('phone')} type="tel" inputMode="tel" autoComplete="tel" maxLength={ENQUIRY_LIMITS.phone} />
          </Field>
          <Field label="微信号" error={errors.wechat} fieldId={id('wechat')}>
            <input {...field('wechat')} autoComplete="off" maxLength={ENQUIRY_LIMITS.wechat} />
          </Field>
          <Field label="邮箱" error={errors.email} fieldId={id('email')}>
            <input
              {...field('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={ENQUIRY_LIMITS.email}
            />
          </Field>
        </div>
      </fieldset>
      <div className={compact ? 'grid gap-4' : 'grid gap-4 sm:grid-cols-2'}>
        <Field label="咨询服务" error={errors.service} fieldId={id('service')}>
          {choosing ? (
            <ServiceSelect
              {...field('service')}
              choices={serviceChoices}
              value={chosenService}
              onChoose={setPickedService}
            />
          ) : (
            <input {...field('service')} maxLength={ENQUIRY_LIMITS.service} placeholder="例如：Meta分析、SCI论文润色" />
          )}
        </Field>
        <Field label="方便联系时间（选填）" error={errors.contact_time} fieldId={id('contact_time')}>
          <input {...field('contact_time')} maxLength={ENQUIRY_LIMITS.contact_time} placeholder="例如：工作日下午" />
        </Field>
      </div>
      <Field label="咨询内容" required error={errors.message} fieldId={id('message')}>
        <textarea
          {...field('message')}
          rows={compact ? 3 : 5}
          maxLength={ENQUIRY_LIMITS.message}
          placeholder="请简要描述您的研究方向、需求和期望完成时间"
        />
      </Field>
      {/* Without JavaScript, a form shown again keeps the visit's UTM parameters. */}
      {Object.entries(values)
        .filter(([name]) => name.startsWith('utm_'))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value ?? ''} />
        ))}
      {/* A field people never see: robots that fill every input fill this one too. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={id('website')}>网址</label>
        <input id={id('website')} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div>
        <div className="flex items-start gap-2">
          <input
            id={id('consent')}
            name="consent"
            type="checkbox"
            defaultChecked={false}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${id('consent')}-error` : undefined}
            onChange={(event) => checkField(event.currentTarget.form, 'consent')}
            className="mt-1 h-4 w-4 shrink-0 rounded border-slate-300 text-brand-600 focus:ring-brand-600"
          />
          <label htmlFor={id('consent')} className="text-sm leading-6 text-slate-700">
            我已阅读并同意
            <Link href="/privacy" className="text-brand-700 underline underline-offset-2 hover:text-brand-800">
              《隐私政策》
            </Link>
            ，同意为答复本次咨询而处理我填写的个人信息。
          </label>
        </div>
        <FieldError id={`${id('consent')}-error`} message={errors.consent} />
      </div>
      {formError ? (
        <p
          role="alert"
          data-form-error
          className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-800"
        >
          {formError}
        </p>
      ) : null}
      <Button type="submit" block disabled={busy} aria-busy={busy}>
        {busy ? '提交中…' : '提交咨询'}
      </Button>
    </form>
  )
}

/** The service named by ?service= in an address's query, as the form fills it in; null when none. */
function serviceInAddress(search: string): string | null {
  return (
    consultedService(new URLSearchParams(search).get('service') ?? undefined)
      ?.replace(/…$/, '')
      .trim() || null
  )
}

const onBackOrForward = (changed: () => void) => {
  window.addEventListener('popstate', changed)
  return () => window.removeEventListener('popstate', changed)
}

/**
 * /contact?service=…: the page is cached for everyone, so the address is read in the browser. The
 * server's HTML (and the first render over it) has no service chosen; the next render has it.
 */
function useAddressService(active: boolean): string | null {
  const search = useSyncExternalStore(
    onBackOrForward,
    () => (active ? window.location.search : ''),
    () => '',
  )
  return serviceInAddress(search)
}

type FieldEvent = { currentTarget: { form: HTMLFormElement | null } }

/** The attributes every text field of the form shares (see `field`). */
type FieldProps = {
  id: string
  name: EnquiryField
  defaultValue: string
  'aria-invalid'?: boolean
  'aria-required'?: boolean
  'aria-describedby'?: string
  onBlur: (event: FieldEvent) => void
  onChange: (event: FieldEvent) => void
  className: string
}

/** fieldClass for a <select>, which CSS counts as :read-only (it is no text field): not greyed. */
const selectClass = fieldClass
  .split(' ')
  .filter((name) => !name.startsWith('read-only:'))
  .join(' ')

/** 咨询服务 as a choice: the catalogue's services, 其他, and a name from elsewhere kept as its own. */
function ServiceSelect({
  choices,
  value,
  onChoose,
  onChange,
  defaultValue: _defaultValue,
  className: _className,
  ...props
}: FieldProps & { choices: readonly string[]; value: string; onChoose: (value: string) => void }) {
  return (
    <select
      {...props}
      className={selectClass}
      value={value}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => {
        onChoose(event.currentTarget.value)
        onChange(event)
      }}
    >
      <option value="">请选择咨询服务</option>
      {serviceOptions(choices, value).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}

function Field({
  label,
  required = false,
  error,
  fieldId,
  children,
}: {
  label: string
  required?: boolean
  error?: string
  fieldId: string
  children: ReactNode
}) {
  return (
    <div>
      <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
        {required ? (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      <FieldError id={`${fieldId}-error`} message={error} />
    </div>
  )
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} data-field-error className="mt-1.5 text-sm text-red-700">
      {message}
    </p>
  )
}

function focusFirst(form: HTMLFormElement, errors: EnquiryErrors) {
  const order: EnquiryField[] = [
    'name',
    'organization',
    'phone',
    'wechat',
    'email',
    'service',
    'contact_time',
    'message',
    'consent',
  ]
  const first = order.find((name) => errors[name])
  const element = first ? form.elements.namedItem(first) : null
  if (element instanceof HTMLElement) element.focus()
}
