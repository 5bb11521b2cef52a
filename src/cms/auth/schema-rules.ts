import { z } from 'zod'

/**
 * Building blocks of the account request schemas: each schema runs the same rule function as the
 * form (validation.ts), so the first failing rule answers with the same Chinese message on both
 * sides.
 */

export const malformed = '请求内容格式错误'

/** A text field that may be missing (then empty, so the rule functions report it by name). */
export const text = (description: string) =>
  z
    .string({ error: malformed })
    .optional()
    .transform((value) => value ?? '')
    .meta({ description })

export function ruled<T extends z.ZodObject>(shape: T, rule: (value: z.infer<T>) => string | null) {
  return shape.superRefine((value, ctx) => {
    const problem = rule(value as z.infer<T>)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })
}
