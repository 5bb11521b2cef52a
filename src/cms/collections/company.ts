import type { CollectionConfig } from 'payload'
import { JobPostings } from './JobPostings'
import { ServicePages } from './ServicePages'
import { ServiceTiers } from './ServiceTiers'
import { TeamMembers } from './TeamMembers'

/** The company area's collections (service tiers and pages, careers, team), registered in ./index.ts. */
export const companyCollections: CollectionConfig[] = [ServiceTiers, ServicePages, JobPostings, TeamMembers]
