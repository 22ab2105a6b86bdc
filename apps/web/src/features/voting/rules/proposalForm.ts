/**
 * The create-proposal form's state and its rules: the native date and time inputs' values turned
 * into unix seconds (the user's time zone, as the inputs show them), and every rule the sdk's
 * `validateProposal` names (spec §5) mapped to the field it concerns and the sentence shown
 * there, so the form refuses before the wallet opens with the same rules the server applies.
 */
import {
  type ProposalDraft,
  type ProposalError,
  type ProposalRulesContext,
  VOTING_MIN_CHOICES,
  validateProposal,
} from '@ghost/sdk'
import { msg } from '../../../i18n'

export type ChoiceRow = { id: string; text: string }

export type ProposalForm = {
  title: string
  /** Markdown. */
  body: string
  choices: ChoiceRow[]
  /** `<input type="date">`: 'YYYY-MM-DD', empty while not a whole valid date. */
  startDate: string
  /** `<input type="time">`: 'HH:MM' (or 'HH:MM:SS'), empty while not a valid time. */
  startTime: string
  endDate: string
  endTime: string
  /** The snapshot block as typed. */
  snapshot: string
}

/** A sentence for a field: a message key and its values; `amounts` are CAKE in wei, formatted where shown. */
export type FormMessage = {
  key: string
  values?: Readonly<Record<string, string>>
  amounts?: Readonly<Record<string, bigint>>
}

export type ProposalFormErrors = {
  title?: FormMessage
  body?: FormMessage
  /** About the list: too few or too many, or some choice empty. */
  choices?: FormMessage
  /** About one row, by its id. */
  choice: Readonly<Record<string, FormMessage>>
  startDate?: FormMessage
  startTime?: FormMessage
  endDate?: FormMessage
  endTime?: FormMessage
  snapshot?: FormMessage
  power?: FormMessage
}

let nextChoiceId = 0

export function emptyChoice(): ChoiceRow {
  nextChoiceId += 1
  return { id: `choice-${nextChoiceId}`, text: '' }
}

/** A new form: two empty choices (the minimum), the rest empty until the chain's clock is known. */
export function emptyProposalForm(): ProposalForm {
  return {
    title: '',
    body: '',
    choices: Array.from({ length: VOTING_MIN_CHOICES }, emptyChoice),
    startDate: '',
    startTime: '',
    endDate: '',
    endTime: '',
    snapshot: '',
  }
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/

/** Whether a date input's value names a real day (not 2025-02-30). */
export function isValidDate(value: string): boolean {
  const match = DATE.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(year, month - 1, day)
  return (
    year >= 1970 &&
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day
  )
}

export function isValidTime(value: string): boolean {
  const match = TIME.exec(value)
  if (!match) return false
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)]
  return hours < 24 && minutes < 60 && seconds < 60
}

/** The moment a date and a time name in the user's time zone, in unix seconds. */
export function toUnixSeconds(date: string, time: string): bigint | undefined {
  if (!isValidDate(date) || !isValidTime(time)) return undefined
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const [hours, minutes, seconds = 0] = time.split(':').map(Number) as [number, number, number?]
  return BigInt(
    Math.floor(new Date(year, month - 1, day, hours, minutes, seconds).getTime() / 1000),
  )
}

/** The date and time inputs' values for a moment (unix seconds) in the user's time zone. */
export function toDateAndTime(seconds: bigint): { date: string; time: string } {
  const moment = new Date(Number(seconds) * 1000)
  const pad = (value: number) => value.toString().padStart(2, '0')
  return {
    date: `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`,
    time: `${pad(moment.getHours())}:${pad(moment.getMinutes())}`,
  }
}

/** A proposal runs a week unless the author says otherwise. */
export const DEFAULT_DURATION_SECONDS = 7n * 86_400n

/**
 * The times a new form starts with on the chain's clock: from the next whole minute (a start
 * the rules still take as "now" for a while) for a week.
 */
export function defaultSchedule(
  now: bigint,
): Pick<ProposalForm, 'startDate' | 'startTime' | 'endDate' | 'endTime'> {
  const start = (now / 60n + 1n) * 60n
  const from = toDateAndTime(start)
  const to = toDateAndTime(start + DEFAULT_DURATION_SECONDS)
  return { startDate: from.date, startTime: from.time, endDate: to.date, endTime: to.time }
}

function parseBlock(value: string): bigint | undefined {
  return /^\d{1,20}$/.test(value.trim()) ? BigInt(value.trim()) : undefined
}

/** The draft the rules judge and the wallet signs: titles and choices without outer spaces. */
export function toProposalDraft(form: ProposalForm): ProposalDraft {
  return {
    title: form.title.trim(),
    body: form.body,
    choices: form.choices.map((choice) => choice.text.trim()),
    start: toUnixSeconds(form.startDate, form.startTime),
    end: toUnixSeconds(form.endDate, form.endTime),
    snapshot: parseBlock(form.snapshot),
  }
}

export const FORM_MESSAGES = {
  titleRequired: msg('Title is required'),
  titleTooLong: msg('Title must be at most %max% characters'),
  bodyRequired: msg('Content is required'),
  bodyTooLong: msg('Content must be at most %max% characters'),
  tooFewChoices: msg('Please create a minimum of %num% choices'),
  tooManyChoices: msg('Please create at most %num% choices'),
  choiceEmpty: msg('Choices must not be empty'),
  choiceTooLong: msg('Choice %n% must be at most %max% characters'),
  choiceRepeated: msg('Choice %n% repeats an earlier choice'),
  dateInvalid: msg('Please select a valid date'),
  timeInvalid: msg('Please select a valid time'),
  startInPast: msg('The start cannot be in the past'),
  endBeforeStart: msg('End date must be after the start date'),
  durationTooLong: msg('A proposal can run for at most %days% days'),
  snapshotInvalid: msg('Please enter a valid block number'),
  snapshotInFuture: msg('The snapshot cannot be after the latest block (%block%)'),
  powerTooLow: msg(
    'You need at least %min% CAKE of voting power at the snapshot block to publish. You have %power% CAKE.',
  ),
} as const

type FieldName = Exclude<keyof ProposalFormErrors, 'choice'>

/** Where one broken rule is shown: under a field, or under one choice (0-based). */
type Placement = { field: FieldName; message: FormMessage } | { row: number; message: FormMessage }

/** A start or end the rules cannot read: under the date, or under the time when the date is fine. */
function unreadable(date: string, dateField: FieldName, timeField: FieldName): Placement {
  return isValidDate(date)
    ? { field: timeField, message: { key: FORM_MESSAGES.timeInvalid } }
    : { field: dateField, message: { key: FORM_MESSAGES.dateInvalid } }
}

function placeError(error: ProposalError, form: ProposalForm): Placement[] {
  switch (error.kind) {
    case 'titleRequired':
      return [{ field: 'title', message: { key: FORM_MESSAGES.titleRequired } }]
    case 'titleTooLong':
      return [
        {
          field: 'title',
          message: { key: FORM_MESSAGES.titleTooLong, values: { max: String(error.max) } },
        },
      ]
    case 'bodyRequired':
      return [{ field: 'body', message: { key: FORM_MESSAGES.bodyRequired } }]
    case 'bodyTooLong':
      return [
        {
          field: 'body',
          message: { key: FORM_MESSAGES.bodyTooLong, values: { max: String(error.max) } },
        },
      ]
    case 'tooFewChoices':
      return [
        {
          field: 'choices',
          message: { key: FORM_MESSAGES.tooFewChoices, values: { num: String(error.min) } },
        },
      ]
    case 'tooManyChoices':
      return [
        {
          field: 'choices',
          message: { key: FORM_MESSAGES.tooManyChoices, values: { num: String(error.max) } },
        },
      ]
    case 'choiceEmpty':
      // one sentence for the list; each empty input is marked and points at it
      return [
        { field: 'choices', message: { key: FORM_MESSAGES.choiceEmpty } },
        { row: error.index, message: { key: FORM_MESSAGES.choiceEmpty } },
      ]
    case 'choiceTooLong':
      return [
        {
          row: error.index,
          message: {
            key: FORM_MESSAGES.choiceTooLong,
            values: { n: String(error.index + 1), max: String(error.max) },
          },
        },
      ]
    case 'choiceRepeated':
      return [
        {
          row: error.index,
          message: { key: FORM_MESSAGES.choiceRepeated, values: { n: String(error.index + 1) } },
        },
      ]
    case 'startInvalid':
      return [unreadable(form.startDate, 'startDate', 'startTime')]
    case 'endInvalid':
      return [unreadable(form.endDate, 'endDate', 'endTime')]
    case 'startInPast':
      return [{ field: 'startDate', message: { key: FORM_MESSAGES.startInPast } }]
    case 'endBeforeStart':
      return [{ field: 'endDate', message: { key: FORM_MESSAGES.endBeforeStart } }]
    case 'durationTooLong':
      return [
        {
          field: 'endDate',
          message: {
            key: FORM_MESSAGES.durationTooLong,
            values: { days: String(Math.floor(error.maxSeconds / 86_400)) },
          },
        },
      ]
    case 'snapshotInvalid':
      return [{ field: 'snapshot', message: { key: FORM_MESSAGES.snapshotInvalid } }]
    case 'snapshotInFuture':
      return [
        {
          field: 'snapshot',
          message: {
            key: FORM_MESSAGES.snapshotInFuture,
            values: { block: error.latestBlock.toString() },
          },
        },
      ]
    case 'powerTooLow':
      return [
        {
          field: 'power',
          message: {
            key: FORM_MESSAGES.powerTooLow,
            amounts: { min: error.min, power: error.power },
          },
        },
      ]
    default: {
      // a new rule in the sdk fails to compile until it has a field and a sentence here
      const unplaced: never = error
      return unplaced
    }
  }
}

/**
 * Every rule the form breaks, each under its field (the first message per field wins, in the
 * sdk's order). Empty `choice` and no other key means it may be signed.
 *
 * @example
 * getProposalFormErrors(form, { now, latestBlock, power, minPower }).choices
 * // { key: 'Choices must not be empty' }
 */
export function getProposalFormErrors(
  form: ProposalForm,
  context: ProposalRulesContext,
): ProposalFormErrors {
  const errors: Omit<ProposalFormErrors, 'choice'> = {}
  const choice: Record<string, FormMessage> = {}
  for (const error of validateProposal(toProposalDraft(form), context)) {
    for (const placement of placeError(error, form)) {
      if ('field' in placement) errors[placement.field] ??= placement.message
      else {
        const id = form.choices[placement.row]?.id
        if (id !== undefined) choice[id] ??= placement.message
      }
    }
  }
  return { ...errors, choice }
}

/** Whether the form may be signed: no message anywhere. */
export function isProposalFormValid(errors: ProposalFormErrors): boolean {
  return (
    Object.keys(errors.choice).length === 0 && Object.keys(errors).every((key) => key === 'choice')
  )
}

/** The fields in the form's order, for moving focus to the first one refused. */
export const FORM_FIELD_ORDER = [
  'title',
  'body',
  'choices',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'snapshot',
  'power',
] as const satisfies readonly FieldName[]
