import type { CollectionConfig } from 'payload'
import { JobPostings } from './JobPostings'
import { ServicePages } from './ServicePages'
import { TeamMembers } from './TeamMembers'

/** The company area's collections (service pages, careers, team), registered in ./index.ts. */
export const companyCollections: CollectionConfig[] = [ServicePages, JobPostings, TeamMembers]
