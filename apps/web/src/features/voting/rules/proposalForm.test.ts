/**
 * The create form's rules: each of the sdk's proposal rules (spec §5) lands under the field it is
 * about with its sentence, and the date and time inputs' values become the moments the user
 * meant in their time zone.
 */
import { VOTING_DEFAULT_MIN_PROPOSAL_POWER, VOTING_MAX_CHOICES } from '@ghost/sdk'
import { describe, expect, test } from 'vitest'
import {
  type ChoiceRow,
  defaultSchedule,
  emptyProposalForm,
  FORM_MESSAGES,
  getProposalFormErrors,
  isProposalFormValid,
  isValidDate,
  isValidTime,
  type ProposalForm,
  toDateAndTime,
  toProposalDraft,
  toUnixSeconds,
} from './proposalForm'

/** The chain's clock in these tests: 2030-06-15 12:00 in the machine's time zone. */
const NOW = BigInt(new Date(2030, 5, 15, 12, 0).getTime() / 1000)
const WEI = 10n ** 18n
const CONTEXT = {
  now: NOW,
  latestBlock: 500n,
  power: 20n * WEI,
  minPower: VOTING_DEFAULT_MIN_PROPOSAL_POWER,
}

const rows = (...texts: string[]): ChoiceRow[] =>
  texts.map((text, index) => ({ id: `c${index}`, text }))

/** A form every rule accepts: from tomorrow noon for a week. */
function validForm(fields: Partial<ProposalForm> = {}): ProposalForm {
  return {
    title: 'Burn the treasury’s CAKE',
    body: 'Why: **less supply**.',
    choices: rows('Yes', 'No'),
    startDate: '2030-06-16',
    startTime: '12:00',
    endDate: '2030-06-23',
    endTime: '12:00',
    snapshot: '480',
    ...fields,
  }
}

describe('getProposalFormErrors', () => {
  test('a form every rule accepts has no message', () => {
    const errors = getProposalFormErrors(validForm(), CONTEXT)
    expect(errors).toEqual({ choice: {} })
    expect(isProposalFormValid(errors)).toBe(true)
  })

  test.each<[string, Partial<ProposalForm>, Record<string, string>]>([
    ['an empty title', { title: '   ' }, { title: FORM_MESSAGES.titleRequired }],
    ['a title too long', { title: 'x'.repeat(257) }, { title: FORM_MESSAGES.titleTooLong }],
    ['no content', { body: '\n' }, { body: FORM_MESSAGES.bodyRequired }],
    ['content too long', { body: 'x'.repeat(10_001) }, { body: FORM_MESSAGES.bodyTooLong }],
    ['one choice', { choices: rows('Yes') }, { choices: FORM_MESSAGES.tooFewChoices }],
    [
      'too many choices',
      { choices: rows(...Array.from({ length: VOTING_MAX_CHOICES + 1 }, (_, i) => `C${i}`)) },
      { choices: FORM_MESSAGES.tooManyChoices },
    ],
    ['no start date', { startDate: '' }, { startDate: FORM_MESSAGES.dateInvalid }],
    ['no start time', { startTime: '' }, { startTime: FORM_MESSAGES.timeInvalid }],
    ['an impossible end date', { endDate: '2030-02-30' }, { endDate: FORM_MESSAGES.dateInvalid }],
    ['an impossible end time', { endTime: '24:00' }, { endTime: FORM_MESSAGES.timeInvalid }],
    [
      'a start in the past',
      { startDate: '2030-06-15', startTime: '11:40' },
      { startDate: FORM_MESSAGES.startInPast },
    ],
    [
      'an end before the start',
      { endDate: '2030-06-16', endTime: '11:59' },
      { endDate: FORM_MESSAGES.endBeforeStart },
    ],
    [
      'an end at the start',
      { endDate: '2030-06-16', endTime: '12:00' },
      { endDate: FORM_MESSAGES.endBeforeStart },
    ],
    ['a run of 91 days', { endDate: '2030-09-15' }, { endDate: FORM_MESSAGES.durationTooLong }],
    ['no snapshot', { snapshot: 'latest' }, { snapshot: FORM_MESSAGES.snapshotInvalid }],
    [
      'a snapshot after the latest block',
      { snapshot: '501' },
      { snapshot: FORM_MESSAGES.snapshotInFuture },
    ],
  ])('%s: its sentence under its field, nothing else', (_name, fields, expected) => {
    const { choice, ...errors } = getProposalFormErrors(validForm(fields), CONTEXT)
    expect(choice).toEqual({})
    expect(Object.fromEntries(Object.entries(errors).map(([field, m]) => [field, m?.key]))).toEqual(
      expected,
    )
  })

  test('a start a few minutes past is still now (the clock tolerance), later than 15 is not', () => {
    const recent = getProposalFormErrors(
      validForm({ startDate: '2030-06-15', startTime: '11:50' }),
      CONTEXT,
    )
    expect(recent.startDate).toBeUndefined()
  })

  test('one empty choice: the list says so, and only that input is marked', () => {
    const errors = getProposalFormErrors(validForm({ choices: rows('Yes', ' ', 'Maybe') }), CONTEXT)
    expect(errors.choices).toEqual({ key: 'Choices must not be empty' })
    expect(errors.choice).toEqual({ c1: { key: 'Choices must not be empty' } })
    expect(isProposalFormValid(errors)).toBe(false)
  })

  test('a repeated or overlong choice is named by its number under its own input', () => {
    const errors = getProposalFormErrors(
      validForm({ choices: rows('Yes', 'yes ', 'x'.repeat(65)) }),
      CONTEXT,
    )
    expect(errors.choices).toBeUndefined()
    expect(errors.choice).toEqual({
      c1: { key: FORM_MESSAGES.choiceRepeated, values: { n: '2' } },
      c2: { key: FORM_MESSAGES.choiceTooLong, values: { n: '3', max: '64' } },
    })
  })

  test('too little power at the snapshot: the minimum and the power, as amounts', () => {
    const errors = getProposalFormErrors(validForm(), { ...CONTEXT, power: 9n * WEI })
    expect(errors.power).toEqual({
      key: FORM_MESSAGES.powerTooLow,
      amounts: { min: VOTING_DEFAULT_MIN_PROPOSAL_POWER, power: 9n * WEI },
    })
    expect(isProposalFormValid(errors)).toBe(false)
    // while the power is still being read, it is not judged
    expect(
      getProposalFormErrors(validForm(), { ...CONTEXT, power: undefined }).power,
    ).toBeUndefined()
  })

  test('a new form breaks the rules until filled: every field says so', () => {
    const errors = getProposalFormErrors(emptyProposalForm(), CONTEXT)
    expect(Object.keys(errors).sort()).toEqual(
      ['body', 'choice', 'choices', 'endDate', 'snapshot', 'startDate', 'title'].sort(),
    )
    expect(Object.keys(errors.choice)).toHaveLength(2)
  })
})

describe('dates and times', () => {
  test('a date and time are the moment they name in the user’s time zone', () => {
    expect(toUnixSeconds('2030-06-16', '12:00')).toBe(
      BigInt(new Date(2030, 5, 16, 12, 0).getTime() / 1000),
    )
    expect(toUnixSeconds('2030-06-16', '12:00:30')).toBe(
      BigInt(new Date(2030, 5, 16, 12, 0, 30).getTime() / 1000),
    )
    expect(toDateAndTime(NOW)).toEqual({ date: '2030-06-15', time: '12:00' })
  })

  test.each(['', '2030-6-1', '2030-13-01', '2030-02-29', '1969-12-31', '2030-06-16T12:00'])(
    'the date %j is not valid',
    (value) => {
      expect(isValidDate(value)).toBe(false)
      expect(toUnixSeconds(value, '12:00')).toBeUndefined()
    },
  )

  test.each(['', '7:00', '24:00', '12:60', '12:00:60', 'noon'])(
    'the time %j is not valid',
    (value) => {
      expect(isValidTime(value)).toBe(false)
    },
  )

  test('leap days and midnight are', () => {
    expect(isValidDate('2028-02-29')).toBe(true)
    expect(isValidTime('00:00')).toBe(true)
  })

  test('a new form runs a week from the next whole minute of the chain’s clock', () => {
    expect(defaultSchedule(NOW + 5n)).toEqual({
      startDate: '2030-06-15',
      startTime: '12:01',
      endDate: '2030-06-22',
      endTime: '12:01',
    })
  })

  test('the draft signed: title and choices trimmed, the body as written, the snapshot a block', () => {
    const draft = toProposalDraft(
      validForm({
        title: ' Burn ',
        body: ' text\n',
        choices: rows(' Yes', 'No '),
        snapshot: ' 7 ',
      }),
    )
    expect(draft).toEqual({
      title: 'Burn',
      body: ' text\n',
      choices: ['Yes', 'No'],
      start: toUnixSeconds('2030-06-16', '12:00'),
      end: toUnixSeconds('2030-06-23', '12:00'),
      snapshot: 7n,
    })
  })
})
