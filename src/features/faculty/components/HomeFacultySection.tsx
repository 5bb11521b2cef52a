import { HomeNote, HomeSection } from '@/features/shell/home/HomeSection'
import type { FacultyDTO } from '@/features/faculty/serialize'
import { FacultyCarousel } from './FacultyCarousel'
import { FacultyContactIcons } from './FacultyContactIcons'
import { facultyCardData } from './faculty-card-data'

/** Home "师资团队": faculty carousel, or 暂无师资介绍 (load failures are only logged, per the spec). */
export function HomeFacultySection({ faculty }: { faculty: FacultyDTO[] }) {
  return (
    <HomeSection
      id="faculty"
      eyebrow="资深专家"
      title="师资团队"
      description="来自高校、医院与科研院所的资深专家，为您的研究提供专业指导。"
      tone="muted"
    >
      {faculty.length === 0 ? (
        <HomeNote>暂无师资介绍</HomeNote>
      ) : (
        <>
          <FacultyContactIcons />
          <FacultyCarousel people={faculty.map(facultyCardData)} />
        </>
      )}
    </HomeSection>
  )
}
