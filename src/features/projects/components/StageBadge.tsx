const tone: Record<string, string> = {
  quoting: 'bg-amber-50 text-amber-800 ring-amber-200',
  quoted: 'bg-violet-50 text-violet-800 ring-violet-200',
  confirmed: 'bg-sky-50 text-sky-800 ring-sky-200',
  in_progress: 'bg-brand-50 text-brand-800 ring-brand-200',
  delivered: 'bg-teal-50 text-teal-800 ring-teal-200',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-200',
}

/** A project's stage as a coloured label (the words carry the meaning; the colour only helps). */
export function StageBadge({ stage, label }: { stage: string; label: string }) {
  return (
    <span
      className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${tone[stage] ?? tone.quoting}`}
      data-stage={stage}
    >
      {label}
    </span>
  )
}
