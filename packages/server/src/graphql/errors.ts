import { GraphQLError } from 'graphql'

/**
 * A request the API refuses as asked: a bad argument, a limit broken, an unsupported chain.
 * Answered with HTTP 400 and the GraphQL `errors` shape; `statusCode` is what mercurius reads
 * for errors thrown before execution, the error formatter reads it for the ones thrown inside.
 */
export class GraphqlInputError extends GraphQLError {
  readonly statusCode = 400

  constructor(message: string, code = 'BAD_USER_INPUT') {
    super(message, { extensions: { code } })
    this.name = 'GraphqlInputError'
  }
}

export function isInputError(error: unknown): boolean {
  if (error instanceof GraphqlInputError) return true
  const original = (error as { originalError?: unknown } | null)?.originalError
  return original instanceof GraphqlInputError
}
