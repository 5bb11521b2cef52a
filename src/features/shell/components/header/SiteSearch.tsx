'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { SEARCH_KIND_LABELS, isSearchKind } from '@/lib/search-kinds'

type Suggestion = { type: string; id: number; title: string; url: string }

/** Wait after the last keystroke before asking for suggestions. */
const DEBOUNCE_MS = 250
const SUGGESTIONS = 8
const MAX_QUERY_CHARS = 100

/** Each variant's look: component classes in globals.css. */
const VARIANTS = {
  header: {
    form: 'search-header-form',
    input: 'search-header-input',
    button: 'search-header-button',
    list: 'search-header-list',
    placeholder: '站内搜索',
  },
  block: {
    form: 'search-block-form',
    input: 'search-block-input',
    button: 'search-block-button',
    list: 'search-block-list',
    placeholder: '搜索服务、新闻、案例',
  },
} as const

/**
 * The site's search box: a plain GET form to /search (works without JavaScript) that, with
 * JavaScript, suggests results as one types: an ARIA 1.2 combobox (input + listbox). Arrow keys
 * move through the suggestions, Enter opens the chosen one (or searches when none is chosen),
 * Escape closes the list.
 */
export function SiteSearch({
  variant,
  defaultValue = '',
  label = '搜索全站',
}: {
  variant: keyof typeof VARIANTS
  defaultValue?: string
  label?: string
}) {
  const style = VARIANTS[variant]
  const id = useId()
  const inputId = `${id}-q`
  const listId = `${id}-list`
  const [value, setValue] = useState(defaultValue)
  const [suggestions, setSuggestions] = useState<Suggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [status, setStatus] = useState('')
  const request = useRef<AbortController | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const boxRef = useRef<HTMLDivElement>(null)

  useEffect(
    () => () => {
      request.current?.abort()
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )

  // A click outside the box closes the list.
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !boxRef.current?.contains(event.target)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  function suggest(text: string) {
    if (timer.current) clearTimeout(timer.current)
    request.current?.abort()
    const query = text.trim()
    if (!query || [...query].length > MAX_QUERY_CHARS) {
      setSuggestions([])
      setOpen(false)
      setActive(-1)
      setStatus('')
      return
    }
    timer.current = setTimeout(async () => {
      const controller = new AbortController()
      request.current = controller
      try {
        const response = await fetch(`/api/search?q=${encodeURIComponent(query)}&limit=${SUGGESTIONS}`, {
          signal: controller.signal,
          headers: { Accept: 'application/json' },
        })
        const body = (await response.json()) as { success?: boolean; data?: Suggestion[] }
        if (controller.signal.aborted) return
        const found = response.ok && body.success && Array.isArray(body.data) ? body.data : []
        setSuggestions(found)
        setActive(-1)
        setOpen(true)
        setStatus(found.length ? `${found.length} 条建议，使用上下方向键选择` : '没有找到相关内容')
      } catch {
        // Aborted by a newer keystroke, or offline: the form still searches on Enter.
      }
    }, DEBOUNCE_MS)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open || suggestions.length === 0) {
        if (suggestions.length) setOpen(true)
        return
      }
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => {
        const next = current + step
        if (next < -1) return suggestions.length - 1
        if (next >= suggestions.length) return -1
        return next
      })
    } else if (event.key === 'Enter') {
      const chosen = open ? suggestions[active] : undefined
      if (chosen) {
        event.preventDefault()
        setOpen(false)
        window.location.assign(chosen.url)
      }
    } else if (event.key === 'Escape') {
      if (open) {
        // Marked as handled: the phone menu, which also listens for Escape, then stays open.
        event.preventDefault()
        setOpen(false)
        setActive(-1)
      }
    } else if (event.key === 'Tab') {
      setOpen(false)
    }
  }

  const expanded = open && suggestions.length > 0
  const activeId = expanded && active >= 0 ? `${listId}-${active}` : undefined

  return (
    <div ref={boxRef} className="relative w-full">
      <form role="search" action="/search" method="get" className={style.form} aria-label={label}>
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <input
          id={inputId}
          name="q"
          // A text input: HTML allows role="combobox" there, not on type="search" (the Nu checker).
          type="text"
          inputMode="search"
          value={value}
          maxLength={MAX_QUERY_CHARS}
          placeholder={style.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          className={style.input}
          onChange={(event) => {
            setValue(event.target.value)
            suggest(event.target.value)
          }}
          onFocus={() => {
            if (suggestions.length) setOpen(true)
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={style.button} aria-label={variant === 'header' ? '搜索' : undefined}>
          {variant === 'header' ? <SearchIcon /> : '搜索'}
        </button>
      </form>
      <ul
        id={listId}
        role="listbox"
        aria-label="搜索建议"
        hidden={!expanded}
        className={`${style.list} overflow-hidden rounded-lg border border-slate-200 bg-white py-1 text-left shadow-lg`}
      >
        {suggestions.map((suggestion, index) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- keys go to the combobox input (aria-activedescendant)
          <li
            key={`${suggestion.type}-${suggestion.id}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={`flex cursor-pointer items-baseline gap-2 px-3 py-2 text-sm ${
              index === active ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-50'
            }`}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => {
              setOpen(false)
              window.location.assign(suggestion.url)
            }}
          >
            <span className="shrink-0 rounded bg-slate-100 px-1.5 text-xs text-slate-700">
              {isSearchKind(suggestion.type) ? SEARCH_KIND_LABELS[suggestion.type] : ''}
            </span>
            <span className="min-w-0 truncate">{suggestion.title}</span>
          </li>
        ))}
      </ul>
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  )
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.8" className="h-4 w-4">
      <circle cx="9" cy="9" r="5.5" />
      <path d="m13.5 13.5 3.5 3.5" strokeLinecap="round" />
    </svg>
  )
}
