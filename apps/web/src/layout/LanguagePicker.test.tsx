// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { readCatalogue } from '../../scripts/i18nCatalogue'
import {
  createI18n,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  LanguageProvider,
  type LoadTranslations,
  useLanguage,
  useTranslation,
} from '../i18n'
import { LanguagePicker } from './LanguagePicker'

/** The real locale files, read from disk instead of over HTTP. */
const loadFromDisk: LoadTranslations = async (locale) => readCatalogue(locale)

function Probe() {
  const { t, locale } = useTranslation()
  return (
    <p data-testid="probe">
      {locale}: {t('Trade')}
    </p>
  )
}

let switchTo: (locale: string) => Promise<boolean>
function Grab() {
  switchTo = useLanguage().setLocale
  return null
}

function setup(load: LoadTranslations = loadFromDisk) {
  render(
    <LanguageProvider i18n={createI18n()} load={load}>
      <LanguagePicker />
      <Probe />
      <Grab />
    </LanguageProvider>,
  )
  return { probe: () => screen.getByTestId('probe').textContent }
}

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('LanguagePicker', () => {
  test('a menu button named by its code and Language shows the code and lists every language by its own name', () => {
    setup()
    const button = screen.getByRole('button', { name: 'EN Language' })
    // the visible code leads the name (label-content-name-mismatch)
    expect(button.textContent).toBe('ENLanguage')
    expect(within(button).getByText('Language').className).toBe('visually-hidden')
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('menu')).toBe(null)

    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    const menu = screen.getByRole('menu', { name: 'Language' })
    const items = within(menu).getAllByRole('menuitemradio')
    expect(items.map((item) => item.textContent)).toEqual(LANGUAGES.map((l) => l.language))
    expect(items).toHaveLength(27)
    const english = within(menu).getByRole('menuitemradio', { name: 'English', checked: true })
    expect(document.activeElement).toBe(english)
    expect(within(menu).getByRole('menuitemradio', { name: '简体中文' }).lang).toBe('zh-CN')
  })

  test('arrow keys, Home, End and first letters move; Escape closes back to the button', () => {
    setup()
    const button = screen.getByRole('button', { name: 'EN Language' })
    fireEvent.keyDown(button, { key: 'ArrowDown' })
    const menu = screen.getByRole('menu')
    const focused = () => document.activeElement?.textContent
    expect(focused()).toBe('English')
    fireEvent.keyDown(menu, { key: 'ArrowDown' })
    expect(focused()).toBe('Español')
    fireEvent.keyDown(menu, { key: 'ArrowUp' })
    fireEvent.keyDown(menu, { key: 'ArrowUp' })
    expect(focused()).toBe('Ελληνικά')
    fireEvent.keyDown(menu, { key: 'End' })
    expect(focused()).toBe('繁體中文')
    fireEvent.keyDown(menu, { key: 'ArrowDown' })
    expect(focused()).toBe('العربية')
    fireEvent.keyDown(menu, { key: 'Home' })
    expect(focused()).toBe('العربية')
    fireEvent.keyDown(menu, { key: 'p' })
    expect(focused()).toBe('Polski')
    fireEvent.keyDown(menu, { key: 'p' })
    expect(focused()).toBe('Português (Brasil)')
    fireEvent.keyDown(menu, { key: 'Escape' })
    expect(screen.queryByRole('menu')).toBe(null)
    expect(document.activeElement).toBe(button)
  })

  test('a click outside closes the menu without changing the language', () => {
    const { probe } = setup()
    fireEvent.click(screen.getByRole('button', { name: 'EN Language' }))
    fireEvent.pointerDown(document.body)
    expect(screen.queryByRole('menu')).toBe(null)
    expect(probe()).toBe('en-US: Trade')
  })

  test('choosing 简体中文 translates, sets <html lang>, saves the choice; English restores', async () => {
    const { probe } = setup()
    fireEvent.click(screen.getByRole('button', { name: 'EN Language' }))
    fireEvent.click(screen.getByRole('menuitemradio', { name: '简体中文' }))
    await waitFor(() => expect(probe()).toBe('zh-CN: 交易'))
    expect(document.documentElement.lang).toBe('zh-CN')
    expect(document.documentElement.dir).toBe('ltr')
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh-CN')
    const button = screen.getByRole('button', { name: 'ZH-CN 语言' })
    expect(document.activeElement).toBe(button)

    fireEvent.click(button)
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'English' }))
    await waitFor(() => expect(probe()).toBe('en-US: Trade'))
    expect(document.documentElement.lang).toBe('en-US')
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en-US')
  })

  test('Arabic turns the document right-to-left', async () => {
    const { probe } = setup()
    fireEvent.click(screen.getByRole('button', { name: 'EN Language' }))
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'العربية' }))
    await waitFor(() => expect(probe()).toBe('ar-SA: تداول'))
    expect(document.documentElement.dir).toBe('rtl')
    expect(screen.getByRole('button', { name: 'AR اللغة' })).toBeTruthy()
  })

  test('a failed load keeps the current language, logs, and saves nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { probe } = setup(async (locale) => {
      throw new Error(`Failed to load /locales/${locale}.json: HTTP 503`)
    })
    let switched: boolean | undefined
    await act(async () => {
      switched = await switchTo('de-DE')
    })
    expect(switched).toBe(false)
    expect(probe()).toBe('en-US: Trade')
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe(null)
    expect(String(error.mock.calls[0]?.[0])).toBe(
      'Error: Failed to load /locales/de-DE.json: HTTP 503',
    )
    expect(screen.getByRole('button', { name: 'EN Language' }).getAttribute('aria-busy')).toBe(
      'false',
    )
  })

  test('when choices overlap the last one wins, even if an earlier file arrives later', async () => {
    const pending = new Map<string, () => void>()
    const { probe } = setup(
      (locale) =>
        new Promise((resolve) => pending.set(locale, () => resolve(readCatalogue(locale)))),
    )
    let first: Promise<boolean> | undefined
    let second: Promise<boolean> | undefined
    act(() => {
      first = switchTo('de-DE')
      second = switchTo('fr-FR')
    })
    expect(screen.getByRole('button', { name: 'EN Language' }).getAttribute('aria-busy')).toBe(
      'true',
    )
    await act(async () => pending.get('fr-FR')?.())
    await act(async () => pending.get('de-DE')?.())
    expect(await second).toBe(true)
    expect(await first).toBe(false)
    expect(probe()).toBe('fr-FR: Échanger')
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr-FR')
  })

  test('an unsupported locale is refused', async () => {
    const { probe } = setup()
    await act(async () => expect(await switchTo('xx-XX')).toBe(false))
    expect(probe()).toBe('en-US: Trade')
  })

  test("useLanguage outside the provider throws 'Language context is undefined'", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<LanguagePicker />)).toThrowErrorMatchingInlineSnapshot(
      `[LanguageContextUndefinedError: Language context is undefined]`,
    )
  })
})
