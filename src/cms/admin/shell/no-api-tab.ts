import type { Config, Plugin } from 'payload'

/**
 * No “API” tab on the admin's documents: it shows a document's raw JSON, for developers, under an
 * English name. Staff edit content; developers read the REST API (/cms-api) directly.
 */
export const noApiTab: Plugin = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    admin: { ...collection.admin, hideAPIURL: true },
  })),
  globals: config.globals?.map((global) => ({ ...global, admin: { ...global.admin, hideAPIURL: true } })),
})
