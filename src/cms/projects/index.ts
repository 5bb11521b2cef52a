import type { CollectionConfig } from 'payload'
import { FileDownloads } from './FileDownloads'
import { InvoiceRequests } from './InvoiceRequests'
import { ProjectFiles } from './ProjectFiles'
import { ProjectMessages } from './ProjectMessages'
import { ProjectQuotes } from './ProjectQuotes'
import { Projects } from './Projects'

/** The client-project collections (客户项目), worked by the sales desk: docs/roles.md. */
export const projectCollections: CollectionConfig[] = [
  Projects,
  ProjectQuotes,
  ProjectMessages,
  InvoiceRequests,
  ProjectFiles,
  FileDownloads,
]
