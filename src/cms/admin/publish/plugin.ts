import type { Config, Plugin } from 'payload'

/**
 * Every collection whose drafts can be scheduled gets the site's 发布 button
 * (src/cms/admin/publish/PublishButton.tsx) with its 预约发布 drawer in place of Payload's, wherever
 * the collection is declared.
 */
export const schedulePublishButton: Plugin = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) => {
    const drafts =
      collection.versions && typeof collection.versions === 'object' ? collection.versions.drafts : undefined
    if (!drafts || typeof drafts !== 'object' || !drafts.schedulePublish) return collection
    return {
      ...collection,
      admin: {
        ...collection.admin,
        components: {
          ...collection.admin?.components,
          edit: {
            ...collection.admin?.components?.edit,
            PublishButton: '/cms/admin/publish/PublishButton#PublishButton',
          },
        },
      },
    }
  }),
})
