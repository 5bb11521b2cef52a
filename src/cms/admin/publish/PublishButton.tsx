'use client'
import {
  FormSubmit,
  PopupList,
  useConfig,
  useDocumentInfo,
  useForm,
  useFormModified,
  useModal,
  useTranslation,
} from '@payloadcms/ui'
import { formatAdminURL, hasScheduledPublishEnabled } from 'payload/shared'
import { useCallback, useMemo } from 'react'
import { ScheduleDrawer } from '@/cms/admin/publish/ScheduleDrawer'

/**
 * The 发布 button of the collections with drafts (src/cms/admin/publish/plugin.ts puts it in place
 * of Payload's). It publishes as Payload's does (the site has one language, so there is no
 * per-language publishing), and its ▾ menu opens our 预约发布 drawer, which differs from Payload's
 * (3.90.1) where Payload cannot be configured: a draft never published starts on 发布 (Payload
 * starts it on 取消发布), the time reads 2026年11月27日 21:19 in 北京时间, and every word is Chinese.
 */
export function PublishButton({ label }: { label?: string }) {
  const {
    id,
    collectionSlug,
    hasPublishedDoc,
    hasPublishPermission,
    setHasPublishedDoc,
    setMostRecentVersionIsAutosaved,
    setUnpublishedVersionCount,
    unpublishedVersionCount,
    uploadStatus,
  } = useDocumentInfo()
  const { config, getEntityConfig } = useConfig()
  const { submit } = useForm()
  const modified = useFormModified()
  const { isModalOpen, toggleModal } = useModal()
  const { t } = useTranslation()

  const entityConfig = useMemo(
    () => (collectionSlug ? getEntityConfig({ collectionSlug }) : undefined),
    [collectionSlug, getEntityConfig],
  )
  const drawerSlug = `schedule-publish-${String(id)}`
  const hasNewerVersions = unpublishedVersionCount > 0
  const canPublish =
    hasPublishPermission && (modified || hasNewerVersions || !hasPublishedDoc) && uploadStatus !== 'uploading'
  const schedulePublish = entityConfig?.versions?.drafts ? entityConfig.versions.drafts.schedulePublish : undefined
  const canSchedule = Boolean(
    entityConfig && hasScheduledPublishEnabled(entityConfig) && hasPublishPermission && id !== undefined && !modified,
  )

  const publish = useCallback(async () => {
    if (uploadStatus === 'uploading' || !collectionSlug) return
    const action = formatAdminURL({
      apiRoute: config.routes.api,
      path: `/${collectionSlug}${id !== undefined ? `/${String(id)}` : ''}?depth=0`,
    })
    const result = await submit({ action, overrides: { _status: 'published' } })
    if (result) {
      setUnpublishedVersionCount(0)
      setMostRecentVersionIsAutosaved(false)
      setHasPublishedDoc(true)
    }
  }, [
    uploadStatus,
    collectionSlug,
    config.routes.api,
    id,
    submit,
    setUnpublishedVersionCount,
    setMostRecentVersionIsAutosaved,
    setHasPublishedDoc,
  ])

  if (!hasPublishPermission) return null

  return (
    <>
      <FormSubmit
        buttonId="action-save"
        disabled={!canPublish}
        enableSubMenu={canSchedule}
        onClick={() => void publish()}
        size="medium"
        SubMenuPopupContent={
          canSchedule
            ? ({ close }) => (
                <PopupList.ButtonGroup key="schedule-publish">
                  <PopupList.Button
                    id="schedule-publish"
                    onClick={() => {
                      toggleModal(drawerSlug)
                      close()
                    }}
                  >
                    {t('version:schedulePublish')}
                  </PopupList.Button>
                </PopupList.ButtonGroup>
              )
            : undefined
        }
        type="button"
      >
        {label || t('version:publishChanges')}
      </FormSubmit>
      {canSchedule && isModalOpen(drawerSlug) && (
        <ScheduleDrawer
          slug={drawerSlug}
          // A published document with nothing newer can only be taken down; anything else (a draft
          // never published, or changes saved since) is waiting to go out.
          defaultType={hasPublishedDoc && !hasNewerVersions ? 'unpublish' : 'publish'}
          timeIntervals={typeof schedulePublish === 'object' ? schedulePublish.timeIntervals : undefined}
        />
      )}
    </>
  )
}
