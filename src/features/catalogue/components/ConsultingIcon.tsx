import type { ConsultingColor, ConsultingIcon as IconName } from '@/features/catalogue/content/consulting'

const PATHS: Record<IconName, string> = {
  lightbulb:
    'M12 18v-5.25m0 0a6 6 0 0 0 1.5-.19m-1.5.19a6 6 0 0 1-1.5-.19m3.75 7.48a12.06 12.06 0 0 1-4.5 0m3.75 2.38a14.4 14.4 0 0 1-3 0M14.25 18v-.19c0-.98.66-1.82 1.51-2.32a7.5 7.5 0 1 0-7.52 0c.85.5 1.51 1.34 1.51 2.32V18',
  beaker:
    'M9.75 3.1v5.71a2.25 2.25 0 0 1-.66 1.59L5 14.5M9.75 3.1c-.25.02-.5.05-.75.08m.75-.08a24.3 24.3 0 0 1 4.5 0m0 0v5.71c0 .6.24 1.17.66 1.59L19.8 15.3M14.25 3.1c.25.02.5.05.75.08M19.8 15.3l-1.57.39a9.07 9.07 0 0 1-6.23-.69 9.07 9.07 0 0 0-6.23-.69L5 14.5m14.8.8 1.4 1.4c1.23 1.23.65 3.32-1.07 3.6A48.3 48.3 0 0 1 12 21a48.25 48.25 0 0 1-8.13-.7c-1.72-.28-2.3-2.37-1.07-3.6L5 14.5',
  users:
    'M15 19.13a9.38 9.38 0 0 0 2.63.37 9.34 9.34 0 0 0 4.12-.95 4.13 4.13 0 0 0-7.53-2.49M15 19.13v-.01c0-1.11-.29-2.16-.78-3.07M15 19.13v.1A12.32 12.32 0 0 1 8.62 21c-2.33 0-4.51-.65-6.37-1.77v-.11a6.38 6.38 0 0 1 11.96-3.07M12 6.38a3.38 3.38 0 1 1-6.75 0 3.38 3.38 0 0 1 6.75 0Zm8.25 2.25a2.63 2.63 0 1 1-5.25 0 2.63 2.63 0 0 1 5.25 0Z',
  clipboard:
    'M9 12h3.75M9 15h3.75M9 18h3.75m3 .75H18a2.25 2.25 0 0 0 2.25-2.25V6.11c0-1.13-.84-2.09-1.96-2.18a48.42 48.42 0 0 0-1.12-.08m-5.8 0a2.25 2.25 0 0 0-.1.62c0 .41.34.75.75.75h4.5a.75.75 0 0 0 .75-.75 2.25 2.25 0 0 0-.1-.62m-5.8 0A2.25 2.25 0 0 1 13.5 2.25H15a2.25 2.25 0 0 1 2.15 1.6m-5.8 0c-.38.02-.75.05-1.12.08C9.1 4.02 8.25 4.98 8.25 6.11V8.25m0 0H4.88c-.62 0-1.13.5-1.13 1.13v11.25c0 .62.5 1.12 1.13 1.12h9.75c.62 0 1.12-.5 1.12-1.12V9.38c0-.63-.5-1.13-1.12-1.13H8.25ZM6.75 12h.01v.01h-.01V12Zm0 3h.01v.01h-.01V15Zm0 3h.01v.01h-.01V18Z',
  sparkles:
    'M9.81 15.9 9 18.75l-.81-2.85a4.5 4.5 0 0 0-3.09-3.09L2.25 12l2.85-.81a4.5 4.5 0 0 0 3.09-3.09L9 5.25l.81 2.85a4.5 4.5 0 0 0 3.09 3.09l2.85.81-2.85.81a4.5 4.5 0 0 0-3.09 3.09ZM18.26 8.72 18 9.75l-.26-1.03a3.38 3.38 0 0 0-2.46-2.46L14.25 6l1.03-.26a3.38 3.38 0 0 0 2.46-2.46L18 2.25l.26 1.03a3.38 3.38 0 0 0 2.46 2.46l1.03.26-1.03.26a3.38 3.38 0 0 0-2.46 2.46ZM16.9 20.58 16.5 21.75l-.39-1.17a2.25 2.25 0 0 0-1.42-1.42l-1.19-.41 1.19-.39a2.25 2.25 0 0 0 1.42-1.42l.39-1.19.39 1.19a2.25 2.25 0 0 0 1.42 1.42l1.19.39-1.19.39a2.25 2.25 0 0 0-1.42 1.42Z',
  trending: 'M2.25 18 9 11.25l4.31 4.31a11.95 11.95 0 0 1 5.81-5.52l2.74-1.22m0 0-5.94-2.28m5.94 2.28-2.28 5.94',
  star: 'M11.48 3.5a.56.56 0 0 1 1.04 0l2.13 5.11a.56.56 0 0 0 .48.35l5.52.44c.5.04.7.66.32.99l-4.2 3.6a.56.56 0 0 0-.18.56l1.28 5.38a.56.56 0 0 1-.84.61l-4.72-2.88a.56.56 0 0 0-.59 0l-4.72 2.88a.56.56 0 0 1-.84-.61l1.28-5.38a.56.56 0 0 0-.18-.56l-4.2-3.6a.56.56 0 0 1 .32-.99l5.52-.44a.56.56 0 0 0 .48-.35L11.48 3.5Z',
  briefcase:
    'M20.25 14.15v4.25c0 1.09-.79 2.03-1.87 2.18-2.08.27-4.2.42-6.38.42s-4.3-.15-6.38-.42c-1.08-.15-1.87-1.09-1.87-2.18v-4.25m16.5 0a2.18 2.18 0 0 0 .75-1.66V8.71c0-1.08-.77-2.03-1.84-2.19a48.42 48.42 0 0 0-3.41-.39M20.25 14.15a2.19 2.19 0 0 1-1.44.54H5.19c-.55 0-1.06-.2-1.44-.54m0 0a2.18 2.18 0 0 1-.75-1.66V8.71c0-1.08.77-2.03 1.84-2.19a48.11 48.11 0 0 1 3.41-.39m7.5 0v-.88A2.25 2.25 0 0 0 13.5 3h-3a2.25 2.25 0 0 0-2.25 2.25v.88m7.5 0a48.67 48.67 0 0 0-7.5 0M12 12.75h.01v.01H12v-.01Z',
}

/** Background, soft background and text classes per card colour (static strings, so Tailwind sees them). */
export const CONSULTING_COLORS: Record<ConsultingColor, { solid: string; soft: string; text: string; border: string }> =
  {
    blue: { solid: 'bg-blue-600', soft: 'bg-blue-50', text: 'text-blue-700', border: 'border-blue-200' },
    emerald: { solid: 'bg-emerald-600', soft: 'bg-emerald-50', text: 'text-emerald-800', border: 'border-emerald-200' },
    violet: { solid: 'bg-violet-600', soft: 'bg-violet-50', text: 'text-violet-700', border: 'border-violet-200' },
    amber: { solid: 'bg-amber-600', soft: 'bg-amber-50', text: 'text-amber-800', border: 'border-amber-200' },
    rose: { solid: 'bg-rose-600', soft: 'bg-rose-50', text: 'text-rose-700', border: 'border-rose-200' },
    cyan: { solid: 'bg-cyan-600', soft: 'bg-cyan-50', text: 'text-cyan-800', border: 'border-cyan-200' },
    indigo: { solid: 'bg-indigo-600', soft: 'bg-indigo-50', text: 'text-indigo-700', border: 'border-indigo-200' },
    teal: { solid: 'bg-teal-600', soft: 'bg-teal-50', text: 'text-teal-800', border: 'border-teal-200' },
  }

export function ConsultingIcon({ name, className = 'h-6 w-6' }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
