import { Img } from '@/ui/Img'
import type { TeamMemberDTO } from '@/features/company/serialize'

export function MemberAvatar({ member, size }: { member: TeamMemberDTO; size: number }) {
  if (member.avatar_url) {
    return (
      <Img
        src={member.avatar_url}
        alt={`${member.name}的头像`}
        width={size}
        height={size}
        className="rounded-full object-cover"
        style={{ width: size, height: size }}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className="flex items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-800 font-bold text-white"
      style={{ width: size, height: size, fontSize: size * 0.4 }}
    >
      {member.initials}
    </span>
  )
}

/** A team member: avatar, name, title, description and (unless compact) expertise tags. */
export function MemberCard({ member, compact = false }: { member: TeamMemberDTO; compact?: boolean }) {
  return (
    <article
      className="flex h-full flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
      data-testid="member-card"
    >
      <MemberAvatar member={member} size={compact ? 80 : 96} />
      <h3 className="mt-4 text-lg font-bold text-slate-900">{member.name}</h3>
      <p className="mt-1 text-sm font-medium text-brand-700">{member.title}</p>
      {member.description && (
        <p className={`mt-3 text-sm leading-6 text-slate-600 ${compact ? 'line-clamp-3' : ''}`}>{member.description}</p>
      )}
      {!compact && member.expertise.length > 0 && (
        <ul aria-label={`${member.name}的专长`} className="mt-4 flex flex-wrap justify-center gap-2">
          {member.expertise.map((tag) => (
            <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-700">
              {tag}
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}
