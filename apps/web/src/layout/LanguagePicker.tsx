import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { GlobeIcon } from '../components/icons/icons'
import { EN, findLanguage, LANGUAGES, type Language, useLanguage, useTranslation } from '../i18n'

/** Index of the next item whose name starts with `char`, searching after `from` and wrapping. */
function findByFirstLetter(char: string, from: number): number {
  const wanted = char.toLocaleLowerCase()
  for (let step = 1; step <= LANGUAGES.length; step++) {
    const index = (from + step) % LANGUAGES.length
    if (LANGUAGES[index]?.language.toLocaleLowerCase().startsWith(wanted)) return index
  }
  return -1
}

/**
 * Menu button (WAI-ARIA menu pattern): the button, named "Language" in the current language,
 * shows the current language's code; its menu lists every language by its own name as a
 * `menuitemradio`, the current one checked. Arrow keys, Home/End and first letters move, Enter or
 * Space chooses, Escape closes back to the button; a click outside or Tab closes it.
 */
export function LanguagePicker() {
  const { t } = useTranslation()
  const { locale, pendingLocale, setLocale } = useLanguage()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const codeId = useId()
  const labelId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([])
  const current = findLanguage(locale) ?? EN
  const currentIndex = LANGUAGES.indexOf(current)

  const focusItem = (index: number) => {
    const count = LANGUAGES.length
    itemRefs.current[((index % count) + count) % count]?.focus()
  }

  // Opening moves focus into the menu, onto the checked language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the opening should move focus
  useEffect(() => {
    if (open) focusItem(currentIndex)
  }, [open])

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [open])

  const closeToButton = () => {
    setOpen(false)
    buttonRef.current?.focus()
  }

  const choose = (language: Language) => {
    closeToButton()
    void setLocale(language.locale)
  }

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
    }
  }

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const focused = itemRefs.current.indexOf(document.activeElement as HTMLButtonElement)
    if (event.key === 'ArrowDown') focusItem(focused + 1)
    else if (event.key === 'ArrowUp') focusItem(focused - 1)
    else if (event.key === 'Home') focusItem(0)
    else if (event.key === 'End') focusItem(LANGUAGES.length - 1)
    else if (event.key === 'Escape') closeToButton()
    else if (event.key === 'Tab') {
      setOpen(false)
      return
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      const index = findByFirstLetter(event.key, focused)
      if (index >= 0) focusItem(index)
      else return
    } else return
    event.preventDefault()
  }

  return (
    <div className="language-picker" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="language-button"
        // Named 'EN Language': the visible code first, so a speech user can say what they see.
        aria-labelledby={`${codeId} ${labelId}`}
        title={current.language}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-busy={pendingLocale !== undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={onButtonKeyDown}
      >
        <GlobeIcon />
        <span id={codeId}>{current.code.toUpperCase()}</span>
        <span id={labelId} className="visually-hidden">
          {t('Language')}
        </span>
      </button>
      <div
        id={menuId}
        role="menu"
        aria-label={t('Language')}
        className="language-menu"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {LANGUAGES.map((language, index) => (
          <button
            key={language.locale}
            ref={(element) => {
              itemRefs.current[index] = element
            }}
            type="button"
            role="menuitemradio"
            className="language-option"
            aria-checked={language.locale === locale}
            lang={language.locale}
            tabIndex={-1}
            onClick={() => choose(language)}
          >
            {language.language}
          </button>
        ))}
      </div>
    </div>
  )
}
