import type { CollectionConfig } from 'payload'
import { AnalyticsDaily } from './AnalyticsDaily'
import { AnalyticsEvents } from './AnalyticsEvents'

/** First-party traffic figures (访问统计): docs/decisions/2026-11-28-first-party-analytics.md. */
export const analyticsCollections: CollectionConfig[] = [AnalyticsEvents, AnalyticsDaily]
