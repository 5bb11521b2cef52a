import type { CollectionConfig } from 'payload'
import { hiddenUnlessStaff } from '@/cms/access'
import { AcademicResources } from './AcademicResources'
import { Cases } from './Cases'
import { Categories } from './Categories'
import { ContactMethods } from './ContactMethods'
import { Enquiries } from './Enquiries'
import { Faculty } from './Faculty'
import { MailOutbox } from './MailOutbox'
import { Media } from './Media'
import { News } from './News'
import { NewsCategories } from './NewsCategories'
import { NewsletterSubscriptions } from './NewsletterSubscriptions'
import { NewsletterDeliveries, NewsletterIssues } from './NewsletterIssues'
import { Offerings } from './Offerings'
import { SearchSynonyms } from './SearchSynonyms'
import { ServiceMenu } from './ServiceMenu'
import { Services } from './Services'
import { Users } from './Users'
import { companyCollections } from './company'
import { projectCollections } from '@/cms/projects'
import { analyticsCollections } from '@/cms/analytics'
import { SearchPushes } from '@/cms/reach/SearchPushes'

/**
 * Registered collections. A collection that does not say otherwise is shown in the admin's
 * navigation to content staff only (admins and editors; sales see none): docs/roles.md.
 */
export const collections: CollectionConfig[] = [
  Categories,
  Services,
  Offerings,
  ServiceMenu,
  News,
  NewsCategories,
  Cases,
  Faculty,
  AcademicResources,
  SearchSynonyms,
  ContactMethods,
  NewsletterSubscriptions,
  NewsletterIssues,
  NewsletterDeliveries,
  Enquiries,
  ...projectCollections,
  Media,
  Users,
  MailOutbox,
  ...companyCollections,
  ...analyticsCollections,
  SearchPushes,
].map((collection) => ({
  ...collection,
  admin: { ...collection.admin, hidden: collection.admin?.hidden ?? hiddenUnlessStaff },
}))
