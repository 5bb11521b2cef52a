/**
 * Words Payload's admin UI (3.90.1) and its rich-text editor write in English with no translation
 * key (the string is in their code), with the Chinese the admin shows instead
 * (AdminWording.tsx). Everything Payload does let us translate is in wording.ts instead.
 */
export const HARD_CODED_ENGLISH: Readonly<Record<string, string>> = {
  // The upload preview's copy button (CopyToClipboard's message).
  'Copy URL': '复制网址',
  // The rich-text editor's handles, toolbar and link editor (screen-reader labels).
  'Drag to move': '拖动以移动',
  'Add block': '添加内容块',
  'Insert Paragraph': '在末尾插入段落',
  'Slash menu': '插入菜单',
  'Edit link': '编辑链接',
  'Remove link': '移除链接',
  'add dropdown': '插入',
  'text dropdown': '段落样式',
  'align dropdown': '对齐方式',
  'format dropdown': '文字格式',
  'blocks dropdown': '内容块',
  // The table feature (insert menu, its drawer, the hover buttons and a cell's action menu).
  Table: '表格',
  'Create Table': '插入表格',
  Rows: '行数',
  Columns: '列数',
  'Add Row': '添加一行',
  'Add Column': '添加一列',
  'Merge cells': '合并单元格',
  'Unmerge cells': '拆分单元格',
  'Toggle Row Striping': '切换隔行底色',
  'Toggle First Column Freeze': '切换冻结首列',
  'Delete column': '删除列',
  'Delete row': '删除行',
  'Delete table': '删除表格',
  'Add row header': '设为标题行',
  'Remove row header': '取消标题行',
  'Add column header': '设为标题列',
  'Remove column header': '取消标题列',
  // react-datepicker's caption of the time list (a date field's picker is given 时间 by config; this
  // catches any picker Payload renders without passing ours).
  Time: '时间',
  // react-datepicker's calendar label (hard-coded; its other words are props: dates.ts).
  'Choose Date and Time': '选择日期和时间',
  'Choose Date': '选择日期',
  'Choose Time': '选择时间',
  // The list's “select all” checkbox (its title is its id).
  'select-all': '全选',
  // sonner's toasts (Payload renders its Toaster without Chinese labels).
  'Close toast': '关闭通知',
}

/** Hard-coded English with a variable part: pattern and its Chinese. */
const PATTERNS: [RegExp, (match: RegExpExecArray) => string][] = [
  // sonner's region of toasts ("Notifications alt+T"; exactly, so a title like it is left alone).
  [/^Notifications alt\+T$/, () => '通知'],
  // react-datepicker's live region for screen readers ("Selected date: 2026年11月29日…").
  [
    /^Selected (date|time|month|year|start date): ?(.*)$/s,
    (m) => `已选择${DATEPICKER_UNITS[m[1] ?? ''] ?? ''}：${m[2] ?? ''}`,
  ],
]
const DATEPICKER_UNITS: Record<string, string> = {
  date: '日期',
  time: '时间',
  month: '月份',
  year: '年份',
  'start date': '开始日期',
}

const TABLE_INSERT = /^Insert (row|\d+ rows|column|\d+ columns) (above|below|left|right)$/
const PLACES: Record<string, string> = { above: '上方', below: '下方', left: '左侧', right: '右侧' }

/** The Chinese of one of those English strings (trimmed, whole), or undefined. */
export function chineseFor(text: string): string | undefined {
  const trimmed = text.trim()
  if (!trimmed) return undefined
  const known = HARD_CODED_ENGLISH[trimmed]
  if (known) return known
  for (const [pattern, chinese] of PATTERNS) {
    const match = pattern.exec(trimmed)
    if (match) return chinese(match)
  }
  const insert = TABLE_INSERT.exec(trimmed)
  if (insert) {
    const [, what = '', where = ''] = insert
    const count = /^\d+/.exec(what)?.[0] ?? '1'
    const unit = what.includes('row') ? '行' : '列'
    return `在${PLACES[where]}插入 ${count} ${unit}`
  }
  return undefined
}
