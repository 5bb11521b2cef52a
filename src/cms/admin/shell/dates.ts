import type { Config, Field, Plugin } from 'payload'

/** How Chinese readers write a moment: 2026年11月22日 23:18 (date-fns tokens). */
export const DATE_TIME_FORMAT = 'yyyy年M月d日 HH:mm'
export const DATE_FORMAT = 'yyyy年M月d日'
export const TIME_FORMAT = 'HH:mm'

/**
 * react-datepicker's words (its month buttons, the day and month names read to screen readers), in
 * Chinese; passed to every date picker as `overrides`. Its calendar's own label ("Choose Date and
 * Time") has no prop: admin-english.ts rewrites it.
 */
export const DATE_PICKER_CHINESE = {
  timeCaption: '时间',
  previousMonthAriaLabel: '上个月',
  nextMonthAriaLabel: '下个月',
  previousMonthButtonLabel: '上个月',
  nextMonthButtonLabel: '下个月',
  previousYearAriaLabel: '上一年',
  nextYearAriaLabel: '下一年',
  chooseDayAriaLabelPrefix: '选择',
  disabledDayAriaLabelPrefix: '不可选',
  monthAriaLabelPrefix: '月份 ',
  weekAriaLabelPrefix: '第',
  weekLabel: '周',
} as const

type DateAdmin = NonNullable<Extract<Field, { type: 'date' }>['admin']>['date']

function formatFor(date: DateAdmin | undefined): string {
  switch (date?.pickerAppearance) {
    case 'dayOnly':
    case 'default':
    case undefined:
      return DATE_FORMAT
    case 'timeOnly':
      return TIME_FORMAT
    case 'monthOnly':
      return 'yyyy年M月'
    default:
      return DATE_TIME_FORMAT
  }
}

function withChineseDates(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (field.type === 'date') {
      const date = field.admin?.date
      return {
        ...field,
        admin: {
          ...field.admin,
          date: {
            timeFormat: TIME_FORMAT,
            ...date,
            displayFormat: date?.displayFormat ?? formatFor(date),
            // react-datepicker speaks English unless told otherwise (its time list's caption "Time"…).
            overrides: { ...DATE_PICKER_CHINESE, ...date?.overrides },
          },
        },
      }
    }
    if ('fields' in field && Array.isArray(field.fields)) {
      return { ...field, fields: withChineseDates(field.fields) } as Field
    }
    if (field.type === 'tabs') {
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withChineseDates(tab.fields) })) }
    }
    if (field.type === 'blocks') {
      return { ...field, blocks: field.blocks.map((block) => ({ ...block, fields: withChineseDates(block.fields) })) }
    }
    return field
  })
}

/**
 * Every date in the admin as Chinese readers write it: the root `dateFormat` (list cells, the
 * document's 创建/更新 times, versions) and each date field's picker, wherever it is declared
 * (so collections added later, by other modules or plugins listed before this one, get it too).
 */
export const chineseDates: Plugin = (config: Config): Config => ({
  ...config,
  admin: { ...config.admin, dateFormat: DATE_TIME_FORMAT },
  collections: config.collections?.map((collection) => ({
    ...collection,
    fields: withChineseDates(collection.fields),
  })),
  globals: config.globals?.map((global) => ({ ...global, fields: withChineseDates(global.fields) })),
})
