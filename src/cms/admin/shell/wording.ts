import { zhTranslations } from '@payloadcms/translations/languages/zh'

/**
 * The admin's Chinese where Payload's own (3.90.1) reads wrong: its templates put a space between a
 * Chinese word and the collection's Chinese name (正在创建新的 新闻, 成功创建 新闻, <没有 负责人>).
 * Written into `i18n.translations.zh` of payload.config.ts.
 */

type Group = Record<string, string>
type Translations = Record<string, Group>

/** Placeholders that stand for a Chinese name (a collection's or field's label, a document title). */
const NAME_PLACEHOLDER = String.raw`\{\{(?:label|collections|entityLabel|docStatus|title|folderName)\}\}`
/** A Chinese character or full-width punctuation mark. */
const CJK = String.raw`[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]`
const SPACE_BEFORE_NAME = new RegExp(`(${CJK}|<) (${NAME_PLACEHOLDER})`, 'g')
const SPACE_AFTER_NAME = new RegExp(`(${NAME_PLACEHOLDER}) (${CJK}|>)`, 'g')

/** `正在创建新的 {{label}}` → `正在创建新的{{label}}`; spaces around numbers ({{count}} 个) stay. */
export function tightenTemplate(template: string): string {
  return template.replace(SPACE_BEFORE_NAME, '$1$2').replace(SPACE_AFTER_NAME, '$1$2')
}

/** The templates of `translations` that `tightenTemplate` changes, and only those. */
export function tightenedTemplates(translations: Translations): Translations {
  const changed: Translations = {}
  for (const [group, entries] of Object.entries(translations)) {
    for (const [key, template] of Object.entries(entries)) {
      if (typeof template !== 'string') continue
      const tight = tightenTemplate(template)
      if (tight !== template) (changed[group] ??= {})[key] = tight
    }
  }
  return changed
}

/** Payload's words replaced outright: English left in its Chinese, or wording staff misread. */
const REWORDED: Translations = {
  general: {
    // The account page's preferences heading says 后台设置, not Payload's product name.
    payloadSettings: '后台设置',
    // The spec's confirmation (确定要删除这个服务吗？) for every collection, with the item's title.
    aboutToDelete: '确定要删除这个{{label}}吗？<1>{{title}}</1>',
    // The same asked from a list's selection (Payload names the collection in the plural beyond one).
    aboutToDeleteCount_one: '确定要删除这个{{label}}吗？',
    aboutToDeleteCount_other: '确定要删除选中的 {{count}} 项内容（{{label}}）吗？',
    aboutToDeleteCount_many: '确定要删除选中的 {{count}} 项内容（{{label}}）吗？',
    noLabel: '（未填写{{label}}）',
  },
  authentication: {
    apiKey: '接口密钥',
    enableAPIKey: '启用接口密钥',
    generateNewAPIKey: '生成新的接口密钥',
    generatingNewAPIKeyWillInvalidate: '生成新的接口密钥将使之前的密钥<1>失效</1>。确定要继续吗？',
    newAPIKeyGenerated: '已生成新的接口密钥。',
  },
  fields: {
    chooseBetweenCustomTextOrDocument: '填写一个自定义网址，或链接到站内的另一篇内容。',
    customURL: '自定义网址',
    enterURL: '输入网址',
  },
  error: {
    documentNotFound: '找不到编号为 {{id}} 的内容：可能已被删除，或您无权查看。',
    loadingDocument: '加载编号为 {{id}} 的内容时出错。',
    missingIDOfDocument: '缺少要更新的内容编号。',
    missingIDOfVersion: '缺少版本编号。',
  },
  validation: { validUploadID: '这不是有效的上传文件编号。' },
  version: { versionID: '版本编号' },
}

/** Everything the admin's Chinese changes of Payload's (merged over the plugins' own below it). */
export function adminChinese(): Translations {
  const merged: Translations = tightenedTemplates(zhTranslations as unknown as Translations)
  for (const [group, entries] of Object.entries(REWORDED)) merged[group] = { ...merged[group], ...entries }
  return merged
}
