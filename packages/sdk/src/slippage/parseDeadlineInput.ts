export type ParseDeadlineInputReturnType = {
  /** Seconds to store; undefined leaves the setting unchanged. */
  deadline: number | undefined
  /** False flags the field red (spec §5). */
  isValid: boolean
}

const MAX_DEADLINE_MINUTES = Math.floor(Number.MAX_SAFE_INTEGER / 60)

/**
 * The transaction deadline field: whole minutes above 0, stored as seconds.
 *
 * @example
 * parseDeadlineInput('20') // { deadline: 1200, isValid: true }
 * parseDeadlineInput('1.5') // { deadline: undefined, isValid: false }
 */
export function parseDeadlineInput(value: string): ParseDeadlineInputReturnType {
  if (value === '') return { deadline: undefined, isValid: true }
  if (!/^\d+$/.test(value)) return { deadline: undefined, isValid: false }
  const minutes = Number(value)
  if (minutes <= 0 || minutes > MAX_DEADLINE_MINUTES) return { deadline: undefined, isValid: false }
  return { deadline: minutes * 60, isValid: true }
}
