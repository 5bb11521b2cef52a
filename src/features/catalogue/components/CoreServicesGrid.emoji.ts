/** Emoji shown on a category card without a main image, chosen by keywords in its name (first match wins). */
const RULES: { keywords: string[]; emoji: string }[] = [
  { keywords: ['生信', '生物'], emoji: '🧬' },
  { keywords: ['临床'], emoji: '🏥' },
  { keywords: ['meta'], emoji: '📊' },
  { keywords: ['统计'], emoji: '📈' },
  { keywords: ['写作', '论文'], emoji: '✍️' },
  { keywords: ['润色', '编辑'], emoji: '📝' },
  { keywords: ['基金', '课题'], emoji: '💰' },
  { keywords: ['培训'], emoji: '🎓' },
  { keywords: ['实验'], emoji: '🧪' },
]

export const DEFAULT_CATEGORY_EMOJI = '📚'

export function categoryEmoji(name: string | null | undefined): string {
  const text = (name ?? '').toLowerCase()
  return RULES.find((rule) => rule.keywords.some((keyword) => text.includes(keyword)))?.emoji ?? DEFAULT_CATEGORY_EMOJI
}
