import type { CollectionConfig } from 'payload'
import { AcademicResources } from './AcademicResources'
import { Cases } from './Cases'
import { Categories } from './Categories'
import { ContactMethods } from './ContactMethods'
import { CoreProjects } from './CoreProjects'
import { Faculty } from './Faculty'
import { MailOutbox } from './MailOutbox'
import { Media } from './Media'
import { News } from './News'
import { NewsletterSubscriptions } from './NewsletterSubscriptions'
import { Products } from './Products'
import { ServiceMenu } from './ServiceMenu'
import { Services } from './Services'
import { Users } from './Users'
import { companyCollections } from './company'

export const collections: CollectionConfig[] = [
  Categories,
  Products,
  Services,
  CoreProjects,
  ServiceMenu,
  News,
  Cases,
  Faculty,
  AcademicResources,
  ContactMethods,
  NewsletterSubscriptions,
  Media,
  Users,
  MailOutbox,
  ...companyCollections,
]
