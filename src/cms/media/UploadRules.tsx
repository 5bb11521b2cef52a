import { MEDIA_RULES_TEXT } from './rules'

/** Shown on the image's edit screen, above its fields: the allowed types, the size limit, the focal point. */
export function UploadRules() {
  return (
    <p
      className="keyan-upload-rules"
      style={{
        margin: '0 0 16px',
        padding: '10px 14px',
        borderRadius: 6,
        background: 'var(--theme-elevation-50)',
        border: '1px solid var(--theme-elevation-150)',
        color: 'var(--theme-elevation-800)',
      }}
    >
      {MEDIA_RULES_TEXT}
    </p>
  )
}
