import { APIError } from 'payload'
import { MSG } from './messages'

/** Thrown at sign-in (any path, the admin's included) when verification is required and missing. */
export class EmailNotConfirmedError extends APIError {
  constructor() {
    super(MSG.emailNotConfirmed, 403, null, true)
    this.name = 'EmailNotConfirmedError'
  }
}
